// SPDX-License-Identifier: MIT
#pragma once

// Documentation blocks generated from code (the key tables of docs/scenario.md and
// docs/presets.md): each lies between a begin marker and an end marker in the committed file, and
// a test checks that it is what the code generates now.

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace goodput::test {

/// Replaces, in the file at `path`, the text after each begin marker of `blocks` up to the next
/// `end` marker with the block's text. Returns what is wrong: "" when every block is current, or
/// when GOODPUT_UPDATE_DOCS=1 and the file was rewritten; else the message to fail with.
inline std::string
checkGeneratedBlocks(const std::string& path,
                     const std::vector<std::pair<std::string, std::string>>& blocks,
                     const std::string& end) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return path + " cannot be read";
    }
    std::stringstream read;
    read << in.rdbuf();
    const std::string original = read.str();
    std::string text = original;
    for (const auto& [begin, generated] : blocks) {
        const std::size_t from = text.find(begin);
        const std::size_t start = from == std::string::npos ? from : from + begin.size();
        const std::size_t to = from == std::string::npos ? from : text.find(end, start);
        if (to == std::string::npos) {
            return path + " lost its generated block markers";
        }
        text.replace(start, to - start, generated);
    }
    if (text == original) {
        return {};
    }
    const char* update = std::getenv("GOODPUT_UPDATE_DOCS");
    if (update != nullptr && std::string(update) == "1") {
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out << text;
        return out ? std::string() : path + " cannot be written";
    }
    return path + " is out of date with the code that generates it; run the test with "
                  "GOODPUT_UPDATE_DOCS=1";
}

} // namespace goodput::test
