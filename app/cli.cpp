// SPDX-License-Identifier: MIT
#include "cli.h"

#include "command.h"
#include "commandline.h"
#include "views/desktop.h"
#include "views/language.h"
#include "views/preferences.h"

#include <QApplication>
#include <QStringList>
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <optional>

namespace goodput::app {
namespace {

QtMessageHandler s_qtMessages = nullptr;

/// While a painting command's QApplication is made: Qt says on stderr that XDG_RUNTIME_DIR is
/// unset (root in a container, a CI job) and falls back to a directory of its own. Offscreen, a
/// command uses no runtime directory; the notice came before every table of `goodput bench gui`.
/// Every other message passes.
void quietRuntimeDirectory(QtMsgType type, const QMessageLogContext& context,
                           const QString& message) {
    if (type == QtWarningMsg &&
        message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set"))) {
        return;
    }
    s_qtMessages(type, context, message);
}

/// `code`, unless what the command printed could not all be written to standard output (a full
/// disk, a closed descriptor): `goodput search s.json > out.txt` must not leave a short file
/// behind an exit status of 0.
int withStandardOutputWritten(int code) {
    if (std::fflush(stdout) != 0 && standardOutputError() == 0) {
        standardOutputError() = errno != 0 ? errno : EIO;
    }
    if (standardOutputError() == 0 && std::ferror(stdout) == 0) {
        return code;
    }
    const int error = standardOutputError() != 0 ? standardOutputError() : EIO;
    printError(Tr::tr("cannot write the standard output: %1")
                   .arg(QString::fromLocal8Bit(std::strerror(error))));
    return code == ExitOk ? ExitFailure : code;
}

} // namespace

QStringList commandNames() {
    QStringList names;
    for (const Command& command : commands()) {
        names << command.name;
    }
    std::sort(names.begin(), names.end());
    return names;
}

bool installChosenLanguage(const QString& requested) {
    if (!requested.isEmpty() && !views::availableLanguages().contains(requested)) {
        printError(Tr::tr("--lang must be one of %1, not %2")
                       .arg(views::availableLanguages().join(QStringLiteral(", ")), requested));
        return false;
    }
    views::installLanguage(views::chooseLanguage(requested, views::loadPreferences().language));
    return true;
}

std::optional<DesktopCommandLine> desktopCommandLine(int argc, char** argv) {
    const QString lang = QStringLiteral("--lang");
    DesktopCommandLine line;
    for (int i = 1; i < argc; ++i) {
        const QString arg = QString::fromLocal8Bit(argv[i]);
        if (arg == lang && i + 1 < argc && line.language.isEmpty()) {
            line.language = QString::fromLocal8Bit(argv[++i]);
        } else if (arg.startsWith(lang + QLatin1Char('=')) && line.language.isEmpty()) {
            line.language = arg.section(QLatin1Char('='), 1);
        } else if (!arg.startsWith(QLatin1Char('-')) &&
                   arg.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive) &&
                   !commandNames().contains(arg)) {
            line.files << arg; // `goodput FILE.json...`: a file manager's %F
        } else {
            return std::nullopt;
        }
    }
    return line;
}

bool isDesktopCommandLine(int argc, char** argv) {
    return desktopCommandLine(argc, argv).has_value();
}

namespace {

int runCommand(int argc, char** argv) {
    // The command decides, before any application exists, whether it paints (the window for bench
    // and screenshot, the PDF report): then a QApplication, offscreen without a display
    // (qt-on-debian12.md §5.1). Option values are skipped (`--scenario report.json` is no command).
    QStringList raw;
    for (int i = 1; i < argc; ++i) {
        raw << QString::fromLocal8Bit(argv[i]);
    }
    QString error;
    const std::optional<Args> early = parseArgs(raw, error);
    const Command* named = early ? findCommand(early->positional.value(0)) : nullptr;
    const bool widgets = named != nullptr && named->needsWidgets;
    if (widgets && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    if (widgets) {
        s_qtMessages = qInstallMessageHandler(quietRuntimeDirectory);
    }
    const std::unique_ptr<QCoreApplication> app =
        widgets ? std::make_unique<QApplication>(argc, argv)
                : std::make_unique<QCoreApplication>(argc, argv);
    if (widgets) {
        qInstallMessageHandler(s_qtMessages);
    }
    views::setApplicationIdentity();
    if (widgets) {
        views::prepareApplication();
    }

    const std::optional<Args> args = parseArgs(QCoreApplication::arguments().mid(1), error);
    if (!args) {
        printError(error);
        return ExitBadInput;
    }
    if (!installChosenLanguage(args->value(QStringLiteral("--lang")))) {
        return ExitBadInput;
    }
    const QString name = args->positional.value(0);
    // `goodput help [COMMAND]`, `goodput COMMAND --help`: the command's help, else Goodput's.
    if (name == QStringLiteral("help")) {
        const QString about = args->positional.value(1);
        if (args->positional.size() > 2) {
            printError(Tr::tr("%1: unexpected argument \"%2\"; see goodput --help")
                           .arg(name, args->positional[2]));
            return ExitBadInput;
        }
        const Command* command = findCommand(about);
        if (!about.isEmpty() && command == nullptr) {
            printError(Tr::tr("unknown command \"%1\"; see goodput --help").arg(about));
            return ExitBadInput;
        }
        print(command != nullptr ? commandHelp(*command) : helpText());
        return ExitOk;
    }
    const Command* command = findCommand(name);
    if (args->has(QStringLiteral("-h"))) {
        print(command != nullptr ? commandHelp(*command) : helpText());
        return ExitOk;
    }
    if (args->has(QStringLiteral("-v"))) {
        print(QStringLiteral("goodput %1\n").arg(QStringLiteral(GOODPUT_VERSION)));
        return ExitOk;
    }
    if (name.isEmpty()) {
        // `goodput --bogus` names the option; with common options only, the command is missing.
        if (optionsFitNoCommand(*args)) {
            printError(Tr::tr("a command is needed after the options; see goodput --help"));
        }
        return ExitBadInput;
    }
    if (command == nullptr) {
        printError(Tr::tr("unknown command \"%1\"; see goodput --help").arg(name));
        return ExitBadInput;
    }
    if (!argumentsFit(*command, *args) || !filesAreDistinct(*command, *args)) {
        return ExitBadInput;
    }
    return command->run(*args);
}

} // namespace

int run(int argc, char** argv) {
    return withStandardOutputWritten(runCommand(argc, argv));
}

} // namespace goodput::app
