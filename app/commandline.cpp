// SPDX-License-Identifier: MIT
#include "commandline.h"

#include <QFile>
#include <algorithm>
#include <sys/stat.h>

namespace goodput::app {
namespace {

/// The registry, filled by the RegisterCommand instances before main() runs (a function's static,
/// so that it exists whatever the order the command files are initialised in).
std::vector<Command>& registry() {
    static std::vector<Command> all;
    return all;
}

QString translated(const char* text) {
    return QCoreApplication::translate("Cli", text);
}

/// Where the text of an option or a command starts in the help: the column after the labels.
constexpr qsizetype kTextColumn = 24;

/// One entry of a help's list: "  LABEL" and its text from column 24 (on the next line when the
/// label is too long to leave two spaces), each further line of the text indented to it.
QString helpEntry(const QString& label, const QString& text) {
    QString entry = QStringLiteral("  ") + label;
    const QString indent(kTextColumn, QLatin1Char(' '));
    if (entry.size() + 2 <= kTextColumn) {
        entry += QString(kTextColumn - entry.size(), QLatin1Char(' '));
    } else {
        entry += QLatin1Char('\n') + indent;
    }
    entry += QString(text).replace(QLatin1Char('\n'), QLatin1Char('\n') + indent);
    return entry + QLatin1Char('\n');
}

/// "-o, --output FILE": the option's spellings and what follows it.
QString optionLabel(const Option& option) {
    QString label = option.names.join(QStringLiteral(", "));
    if (option.value != nullptr) {
        label += QLatin1Char(' ') + QString::fromLatin1(option.value);
    }
    return label;
}

/// The options that take a value in some command (the same spelling never is a flag in another:
/// tst_commands checks it), and --lang.
QStringList valueOptions() {
    QStringList names;
    const auto add = [&names](const Option& option) {
        if (option.value != nullptr) {
            names += option.names;
        }
    };
    for (const Command& command : commands()) {
        std::for_each(command.options.begin(), command.options.end(), add);
    }
    std::for_each(commonOptions().begin(), commonOptions().end(), add);
    return names;
}

/// Every spelling of `name`'s option, in whichever command or the common options declare it.
const Option* findOption(const QString& name) {
    const auto has = [&name](const Option& option) {
        return option.names.contains(name);
    };
    for (const Command& command : commands()) {
        const auto it = std::find_if(command.options.begin(), command.options.end(), has);
        if (it != command.options.end()) {
            return &*it;
        }
    }
    const auto it = std::find_if(commonOptions().begin(), commonOptions().end(), has);
    return it != commonOptions().end() ? &*it : nullptr;
}

/// True when one of `options` is spelled `name`.
bool declares(const std::vector<Option>& options, const QString& name) {
    return std::any_of(options.begin(), options.end(),
                       [&name](const Option& option) { return option.names.contains(name); });
}

bool isRegisteredOption(const QString& name) {
    return findOption(name) != nullptr;
}

/// The one name of an option that has two spellings (`-o` for `--output`): an option given as
/// both is an option given twice.
QString canonicalOption(const QString& name) {
    const Option* option = findOption(name);
    return option != nullptr && !option->names.isEmpty() ? option->names.first() : name;
}

/// True when both paths name one existing regular file, whatever the spelling (links, "./").
bool sameRegularFile(const QString& a, const QString& b) {
    struct stat sa {};
    struct stat sb {};
    return ::stat(QFile::encodeName(a).constData(), &sa) == 0 && S_ISREG(sa.st_mode) &&
           ::stat(QFile::encodeName(b).constData(), &sb) == 0 && sa.st_dev == sb.st_dev &&
           sa.st_ino == sb.st_ino;
}

} // namespace

RegisterCommand::RegisterCommand(Command command) {
    std::vector<Command>& all = registry();
    const auto before = [](const Command& a, const Command& b) {
        return a.position != b.position ? a.position < b.position : a.name < b.name;
    };
    all.insert(std::upper_bound(all.begin(), all.end(), command, before), std::move(command));
}

const std::vector<Command>& commands() {
    return registry();
}

const Command* findCommand(const QString& name) {
    const auto it = std::find_if(commands().begin(), commands().end(),
                                 [&name](const Command& c) { return c.name == name; });
    return it == commands().end() ? nullptr : &*it;
}

const std::vector<Option>& commonOptions() {
    static const std::vector<Option> options = {
        {{QStringLiteral("--lang")},
         "en|ko",
         QT_TRANSLATE_NOOP("Cli", "language of the app, the text and the report (default: the\n"
                                  "one chosen in Preferences, else the system's)")},
        {{QStringLiteral("-h"), QStringLiteral("--help")},
         nullptr,
         QT_TRANSLATE_NOOP("Cli", "show this help; goodput help COMMAND: one command's")},
        {{QStringLiteral("-v"), QStringLiteral("--version")},
         nullptr,
         QT_TRANSLATE_NOOP("Cli", "show the version")},
    };
    return options;
}

std::optional<Args> parseArgs(const QStringList& raw, QString& error) {
    static const QStringList withValue = valueOptions();
    Args a;
    bool optionsEnded = false;
    for (int i = 0; i < raw.size(); ++i) {
        const QString& s = raw[i];
        if (!optionsEnded && s == QStringLiteral("--")) {
            optionsEnded = true;
        } else if (!optionsEnded && s.startsWith(QLatin1Char('-')) && s.size() > 1) {
            QString name = s;
            QString value;
            const qsizetype eq = s.indexOf(QLatin1Char('='));
            if (eq > 0) {
                name = s.left(eq);
                value = s.mid(eq + 1);
                if (!withValue.contains(name) && isRegisteredOption(name)) {
                    error = Tr::tr("option %1 takes no value").arg(name);
                    return std::nullopt;
                }
            } else if (withValue.contains(s)) {
                if (i + 1 >= raw.size()) {
                    error = Tr::tr("option %1 needs a value").arg(s);
                    return std::nullopt;
                }
                value = raw[++i];
            }
            if (value.isEmpty() && withValue.contains(name)) {
                error = Tr::tr("option %1 needs a value").arg(name);
                return std::nullopt;
            }
            const QString canonical = canonicalOption(name);
            if (a.options.count(canonical) > 0) {
                error = Tr::tr("option %1 is given twice; give it once").arg(name);
                return std::nullopt;
            }
            a.options[canonical] = value;
        } else {
            a.positional << s;
        }
    }
    return a;
}

QString helpText() {
    QString text = Tr::tr(
        "Usage: goodput [COMMAND] [OPTIONS]\n"
        "\n"
        "Capacity planner for LLM pretraining clusters: days, dollars and goodput from\n"
        "parameters, tokens, accelerators, cluster size and parallel layout.\n"
        "Without a command, goodput opens the desktop app on the last (or default) scenario;\n"
        "goodput FILE.json opens it on that file, goodput A.json B.json... compares them.\n"
        "\n"
        "Commands:\n");
    for (const Command& command : commands()) {
        text += translated(command.usage);
    }
    text += QLatin1Char('\n') + Tr::tr("Options:") + QLatin1Char('\n');
    for (const Command& command : commands()) {
        for (const Option& option : command.options) {
            if (option.overview != nullptr) {
                text += helpEntry(optionLabel(option), translated(option.overview));
            }
        }
    }
    for (const Option& option : commonOptions()) {
        text += helpEntry(optionLabel(option), translated(option.help));
    }
    return text + QLatin1Char('\n') +
           Tr::tr(
               "Exit status: 0 success, 1 failure, 2 bad input (one line per problem on stderr,\n"
               "naming the JSON path and the reason).\n"
               "Scenario keys, units and defaults: docs/scenario.md. Preset format and the "
               "folder\n"
               "of your own presets: docs/presets.md.\n");
}

QString commandHelp(const Command& command) {
    QString text = Tr::tr("goodput %1: %2").arg(command.name, translated(command.summary)) +
                   QStringLiteral("\n\n") + Tr::tr("Usage:") + QLatin1Char('\n') +
                   translated(command.usage) + QLatin1Char('\n') + Tr::tr("Options:") +
                   QLatin1Char('\n');
    for (const std::vector<Option>* options : {&command.options, &commonOptions()}) {
        for (const Option& option : *options) {
            const QString help = translated(option.help);
            text += helpEntry(optionLabel(option),
                              option.mode != nullptr
                                  ? QString::fromLatin1(option.mode) + QStringLiteral(": ") + help
                                  : help);
        }
    }
    return text;
}

bool argumentsFit(const Command& command, const Args& args) {
    for (const auto& [given, value] : args.options) {
        if (!declares(command.options, given) && !declares(commonOptions(), given)) {
            printError(
                Tr::tr("%1 takes no option %2; see goodput --help").arg(command.name, given));
            return false;
        }
    }
    const qsizetype allowed =
        args.has(QStringLiteral("--default")) ? command.maxPositional - 1 : command.maxPositional;
    if (args.positional.size() > allowed) {
        printError(Tr::tr("%1: unexpected argument \"%2\"; see goodput --help")
                       .arg(command.name, args.positional.value(allowed)));
        return false;
    }
    return true;
}

bool optionsFitNoCommand(const Args& args) {
    for (const auto& [given, value] : args.options) {
        if (declares(commonOptions(), given)) {
            continue;
        }
        printError(isRegisteredOption(given)
                       ? Tr::tr("%1 belongs to a command: goodput COMMAND %1; see goodput --help")
                             .arg(given)
                       : Tr::tr("unknown option %1; see goodput --help").arg(given));
        return false;
    }
    return true;
}

bool filesAreDistinct(const Command& command, const Args& args) {
    QStringList outputs = {args.value(QStringLiteral("-o"))};
    QStringList inputs = {args.value(QStringLiteral("--scenario")),
                          args.value(QStringLiteral("--preset"))};
    switch (command.files) {
    case FileArguments::Inputs: inputs += args.positional.mid(1); break;
    case FileArguments::Output: outputs << args.positional.value(1); break;
    case FileArguments::None: break;
    }
    // One file given twice as input (`calibrate nccl X.log X.log` counted every row twice and
    // halved the fit's standard errors).
    for (qsizetype i = 0; i < inputs.size(); ++i) {
        for (qsizetype j = i + 1; j < inputs.size(); ++j) {
            if (!inputs[i].isEmpty() && sameRegularFile(inputs[i], inputs[j])) {
                printError(Tr::tr("%1 is given twice; give each input once").arg(inputs[j]));
                return false;
            }
        }
    }
    for (const QString& output : outputs) {
        for (const QString& input : inputs) {
            if (!output.isEmpty() && !input.isEmpty() && sameRegularFile(output, input)) {
                printError(Tr::tr("%1 is also an input of this command; write the output to "
                                  "another file")
                               .arg(output));
                return false;
            }
        }
    }
    return true;
}

} // namespace goodput::app
