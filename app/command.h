// SPDX-License-Identifier: MIT
#pragma once

// What every command of the command line shares: its exit codes, its parsed arguments, where it
// writes, and how it declares itself. Each command, in its own file, registers a Command (name,
// summary, usage, options with their help, whether it paints, its run function); the parser,
// `goodput --help`, `goodput help COMMAND`, the checks of the arguments and the dispatch are built
// from those registrations (commandline.h).

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <cerrno>
#include <cstdio>
#include <map>
#include <optional>
#include <vector>

namespace goodput::app {

/// Exit codes of every command.
enum ExitCode : int { ExitOk = 0, ExitFailure = 1, ExitBadInput = 2 };

/// The command line's messages and help, in the translation context "Cli" (a struct, so that
/// lupdate files them there too).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

/// A command's arguments: positionals and --options (with or without a value).
struct Args {
    QStringList positional;
    std::map<QString, QString> options; ///< "--format" -> "json"; flags map to ""

    [[nodiscard]] bool has(const QString& name) const { return options.count(name) > 0; }
    [[nodiscard]] QString value(const QString& name, const QString& fallback = {}) const {
        const auto it = options.find(name);
        return it == options.end() || it->second.isEmpty() ? fallback : it->second;
    }
};

/// Text for a terminal: control characters other than newline and tab become U+FFFD, so that an
/// escape sequence in a scenario's name or a file name cannot drive the terminal; so do the
/// bidirectional overrides and isolates (U+202A-U+202E, U+2066-U+2069), with which a name once
/// turned the rest of its line around ("Trojan Source").
inline QString terminalSafe(QString text) {
    for (QChar& c : text) {
        const char16_t u = c.unicode();
        if ((u < 0x20 && u != u'\n' && u != u'\t') || (u >= 0x7F && u < 0xA0) ||
            (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069)) {
            c = QChar::ReplacementCharacter;
        }
    }
    return text;
}

/// The first error met writing standard output (an errno value), 0 while there is none.
inline int& standardOutputError() {
    static int error = 0;
    return error;
}

inline void print(const QString& text) {
    if (std::fputs(terminalSafe(text).toUtf8().constData(), stdout) == EOF &&
        standardOutputError() == 0) {
        standardOutputError() = errno != 0 ? errno : EIO;
    }
}

/// One line on stderr, prefixed "goodput: ".
inline void printError(const QString& text) {
    std::fputs(
        terminalSafe(QStringLiteral("goodput: ") + text + QLatin1Char('\n')).toUtf8().constData(),
        stderr);
}

/// The --format option: json or text (`fallback` when absent); anything else is reported.
inline std::optional<QString> outputFormat(const Args& args,
                                           const QString& fallback = QStringLiteral("json")) {
    const QString format = args.value(QStringLiteral("--format"), fallback);
    if (format != QStringLiteral("json") && format != QStringLiteral("text")) {
        printError(Tr::tr("--format must be json or text, not %1").arg(format));
        return std::nullopt;
    }
    return format;
}

/// One option a command takes. The texts are source strings of the context "Cli"
/// (QT_TRANSLATE_NOOP), translated where they are printed.
struct Option {
    QStringList names;           ///< its spellings: {"-o", "--output"}, {"--format"}
    const char* value = nullptr; ///< what follows it ("FILE", "json|text"); nullptr: a flag
    const char* help = nullptr;  ///< what it does for this command (lines split by \n)
    /// Its entry under Options in `goodput --help`, when it has one there (lines split by \n).
    const char* overview = nullptr;
    /// The mode of its command it belongs to (calibrate's "nccl" or "step"), which its help
    /// names first; nullptr: every mode. Given in another mode it is refused.
    const char* mode = nullptr;
};

/// Which positional arguments (after the command's name) name files, for the check that no output
/// replaces an input.
enum class FileArguments {
    Inputs, ///< every one is an input file
    Output, ///< the first is the file written
    None,   ///< none is a file (an action, a preset id)
};

/// A command of the command line, as it declares itself.
struct Command {
    QString name;
    int position = 0;              ///< its place in `goodput --help`, smallest first
    const char* summary = nullptr; ///< what it does, in one line
    const char* usage = nullptr;   ///< its lines under Commands in `goodput --help`
    std::vector<Option> options;   ///< beyond --lang, --help and --version, which all take
    qsizetype maxPositional = 2;   ///< positional arguments, the command's own name included
    bool needsWidgets = false;     ///< it paints: a QApplication, offscreen without a display
    FileArguments files = FileArguments::Inputs;
    int (*run)(const Args&) = nullptr;
};

/// Adds a command to the registry: one static instance in each command's file.
struct RegisterCommand {
    explicit RegisterCommand(Command command);
};

} // namespace goodput::app
