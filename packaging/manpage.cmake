# SPDX-License-Identifier: MIT
# Writes the man page goodput.1 from `goodput --help`, so the two never drift apart. Run at build
# time: cmake -DGOODPUT=<binary> -DVERSION=<x.y.z> -DOUT=<goodput.1> -P manpage.cmake
execute_process(COMMAND "${GOODPUT}" --lang en --help
                OUTPUT_VARIABLE help RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "goodput --help failed (${rc})")
endif()
# troff: backslashes first, then the hyphens (\-) that must stay plain ASCII in option names, and
# a leading dot or quote would start a request.
string(REPLACE "\\" "\\e" help "${help}")
string(REPLACE "-" "\\-" help "${help}")
string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" help "${help}")
file(WRITE "${OUT}" ".\\\" Generated from goodput --help by packaging/manpage.cmake; do not edit.
.TH GOODPUT 1 \"\" \"goodput ${VERSION}\" \"User Commands\"
.SH NAME
goodput \\- capacity planner for LLM pretraining clusters
.SH SYNOPSIS
.B goodput
[\\fICOMMAND\\fR] [\\fIOPTIONS\\fR]
.SH DESCRIPTION
.nf
${help}.fi
.SH FILES
.TP
.I ~/.config/Goodput/goodput.conf
preferences, recent files and the window layout
.TP
.I ~/.local/share/Goodput/goodput/presets/
your own hardware and model presets (goodput presets import)
.SH SEE ALSO
The README, docs/model.md and docs/scenario.md of the source distribution.
")
