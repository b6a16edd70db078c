// SPDX-License-Identifier: MIT
// Goodput: capacity planner for LLM pretraining clusters. main() only hands over to the CLI.

#include "cli.h"

int main(int argc, char** argv) {
    return goodput::app::run(argc, argv);
}
