// SPDX-License-Identifier: MIT
// The registry of the command line (app/command.h): every command declares a summary, a usage
// and help for each option, `goodput --help` lists every one of them, and a command's own help
// lists every option it takes. A command added without its words fails here.

#include "app/commandline.h"

#include <QSet>
#include <QtTest>

using namespace goodput::app;

class TestCommands final : public QObject {
    Q_OBJECT
private slots:
    void everyCommandIsRegistered() {
        QStringList names;
        for (const Command& command : commands()) {
            names << command.name;
        }
        names.sort();
        QCOMPARE(names, (QStringList{QStringLiteral("bench"), QStringLiteral("calibrate"),
                                     QStringLiteral("compare"), QStringLiteral("plan"),
                                     QStringLiteral("presets"), QStringLiteral("report"),
                                     QStringLiteral("screenshot"), QStringLiteral("search"),
                                     QStringLiteral("simulate"), QStringLiteral("sweep"),
                                     QStringLiteral("validate")}));
    }

    void everyCommandHasASummaryUsageAndRunFunction() {
        QSet<QString> seen;
        for (const Command& command : commands()) {
            const QByteArray name = command.name.toUtf8();
            QVERIFY2(!command.name.isEmpty() && !command.name.startsWith(QLatin1Char('-')),
                     name.constData());
            QVERIFY2(!seen.contains(command.name), name.constData());
            seen.insert(command.name);
            QVERIFY2(command.summary != nullptr && *command.summary != '\0', name.constData());
            QVERIFY2(!QString::fromUtf8(command.summary).contains(QLatin1Char('\n')),
                     name.constData());
            // The usage names the command, as the help's Commands section shows it.
            QVERIFY2(command.usage != nullptr &&
                         QString::fromUtf8(command.usage)
                             .startsWith(QStringLiteral("  ") + command.name),
                     name.constData());
            QVERIFY2(command.run != nullptr, name.constData());
            QVERIFY2(command.maxPositional >= 1, name.constData());
        }
    }

    void everyOptionHasHelp() {
        std::vector<const std::vector<Option>*> lists = {&commonOptions()};
        for (const Command& command : commands()) {
            lists.push_back(&command.options);
        }
        for (const std::vector<Option>* options : lists) {
            for (const Option& option : *options) {
                const QByteArray names = option.names.join(QLatin1Char(' ')).toUtf8();
                QVERIFY2(!option.names.isEmpty(), names.constData());
                for (const QString& n : option.names) {
                    QVERIFY2(n.startsWith(QLatin1Char('-')) && !n.contains(QLatin1Char('=')),
                             names.constData());
                }
                QVERIFY2(option.help != nullptr && *option.help != '\0', names.constData());
            }
        }
    }

    // The parser reads one spelling one way: an option that takes a value in one command never
    // is a flag in another (`--scenario X` would otherwise make X a positional there).
    void anOptionTakesAValueEverywhereOrNowhere() {
        QHash<QString, bool> takesValue;
        for (const Command& command : commands()) {
            for (const Option& option : command.options) {
                for (const QString& n : option.names) {
                    const bool value = option.value != nullptr;
                    QVERIFY2(!takesValue.contains(n) || takesValue.value(n) == value,
                             qPrintable(command.name + QLatin1Char(' ') + n));
                    takesValue.insert(n, value);
                }
            }
        }
    }

    void helpListsEveryCommandAndEveryOptionOfIt() {
        const QString help = helpText();
        for (const Command& command : commands()) {
            QVERIFY2(help.contains(QStringLiteral("\n  ") + command.name + QLatin1Char(' ')),
                     qPrintable(command.name));
            QVERIFY2(help.contains(QString::fromUtf8(command.usage)), qPrintable(command.name));
            const QString own = commandHelp(command);
            QVERIFY2(own.contains(QString::fromUtf8(command.summary)), qPrintable(command.name));
            for (const std::vector<Option>* options : {&command.options, &commonOptions()}) {
                for (const Option& option : *options) {
                    for (const QString& n : option.names) {
                        QVERIFY2(own.contains(QStringLiteral("  ") + n) ||
                                     own.contains(QStringLiteral(", ") + n),
                                 qPrintable(command.name + QLatin1Char(' ') + n));
                    }
                    QVERIFY2(own.contains(
                                 QString::fromUtf8(option.help).section(QLatin1Char('\n'), 0, 0)),
                             qPrintable(command.name + QLatin1Char(' ') + option.names.last()));
                }
            }
        }
        for (const Option& option : commonOptions()) {
            QVERIFY2(help.contains(QStringLiteral("  ") + option.names.first()),
                     qPrintable(option.names.first()));
        }
    }

    void parsingFollowsTheDeclarations() {
        QString error;
        // --scenario takes a value (screenshot, calibrate): the file after it is no positional.
        const std::optional<Args> a = parseArgs(
            {QStringLiteral("screenshot"), QStringLiteral("--scenario"), QStringLiteral("s.json"),
             QStringLiteral("out.png"), QStringLiteral("--dark")},
            error);
        QVERIFY(a.has_value());
        QCOMPARE(a->positional,
                 (QStringList{QStringLiteral("screenshot"), QStringLiteral("out.png")}));
        QCOMPARE(a->value(QStringLiteral("--scenario")), QStringLiteral("s.json"));
        QVERIFY(a->has(QStringLiteral("--dark")));
        QVERIFY(!parseArgs({QStringLiteral("plan"), QStringLiteral("--format")}, error));
        QVERIFY(error.contains(QStringLiteral("--format")));
        const Command* plan = findCommand(QStringLiteral("plan"));
        QVERIFY(plan != nullptr);
        QVERIFY(!plan->needsWidgets);
        QVERIFY(findCommand(QStringLiteral("report"))->needsWidgets);
        QVERIFY(findCommand(QStringLiteral("help")) == nullptr);
    }
};

QTEST_APPLESS_MAIN(TestCommands)
#include "tst_commands.moc"
