// SPDX-License-Identifier: MIT
// Writes a libFuzzer dictionary: a hand-written part (edge numbers, names no schema knows) followed
// by the entries generated from the schemas (tests/support/fuzz_dictionary.h).
//   write_dictionary scenario|preset HAND_WRITTEN.dict OUT.dict

#include "tests/support/fuzz_dictionary.h"

#include <cstdio>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <string_view>

int main(int argc, char** argv) {
    using goodput::testing::FuzzDictionary;
    const std::string_view which = argc == 4 ? argv[1] : "";
    if (which != "scenario" && which != "preset") {
        std::fprintf(stderr,
                     "usage: write_dictionary scenario|preset HAND_WRITTEN.dict OUT.dict\n");
        return 2;
    }
    std::ifstream in(argv[2], std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "write_dictionary: cannot read %s\n", argv[2]);
        return 1;
    }
    std::ostringstream text;
    // Not `text << in.rdbuf()`: an empty file would set the stream's failbit.
    text << std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    text << "# Generated from the schemas by write_dictionary:\n"
         << goodput::testing::fuzzDictionaryEntries(which == "scenario" ? FuzzDictionary::Scenario
                                                                        : FuzzDictionary::Preset);
    // Through a temporary file, so that a failed write leaves no half dictionary behind.
    const std::string out = argv[3];
    const std::string temporary = out + ".tmp";
    {
        std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
        file << text.str();
        if (!file.flush()) {
            std::fprintf(stderr, "write_dictionary: cannot write %s\n", temporary.c_str());
            return 1;
        }
    }
    if (std::rename(temporary.c_str(), out.c_str()) != 0) {
        std::fprintf(stderr, "write_dictionary: cannot write %s\n", out.c_str());
        return 1;
    }
    return 0;
}
