// SPDX-License-Identifier: MIT
// The translations are complete: no message in resources/translations/goodput_ko.ts (every
// string) or goodput_en.ts (English plural forms only) is unfinished or empty, each keeps its
// source's placeholders, lupdate finds no string in the code that a file lacks, and the built-in
// translations reach the window and the command line.

#include "views/language.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>
#include <set>

namespace {

const QString kTs = QStringLiteral(GOODPUT_SOURCE_DIR "/resources/translations/goodput_ko.ts");
// English needs only the plural forms of the counted strings ("%Ln node(s)": "1 node", "2 nodes").
const QString kEnglishTs =
    QStringLiteral(GOODPUT_SOURCE_DIR "/resources/translations/goodput_en.ts");

struct Message {
    QString context;
    QString source;
    QString translation;
    bool unfinished = false;
    bool numerus = false;
};

/// Every message of a .ts file; numerus forms are joined, as each must keep the placeholders too.
QList<Message> readTs(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    QList<Message> out;
    QXmlStreamReader xml(&file);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            continue;
        }
        if (xml.name() == QStringLiteral("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QStringLiteral("message")) {
            m = Message{context,
                        {},
                        {},
                        false,
                        xml.attributes().value(QStringLiteral("numerus")) == QStringLiteral("yes")};
        } else if (xml.name() == QStringLiteral("source")) {
            m.source = xml.readElementText();
        } else if (xml.name() == QStringLiteral("translation")) {
            const QString type = xml.attributes().value(QStringLiteral("type")).toString();
            m.unfinished = type == QStringLiteral("unfinished");
            if (type == QStringLiteral("vanished") || type == QStringLiteral("obsolete")) {
                continue;
            }
            m.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            out.append(m);
        }
    }
    return out;
}

std::set<QString> placeholders(const QString& text) {
    static const QRegularExpression re(QStringLiteral("%(\\d+|n)"));
    std::set<QString> out;
    for (const QRegularExpressionMatch& m : re.globalMatch(text)) {
        out.insert(m.captured());
    }
    return out;
}

QString describe(const Message& m) {
    return m.context + QStringLiteral(": \"") + m.source.left(80) + QLatin1Char('"');
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void everyMessageTranslated_data() {
        QTest::addColumn<QString>("ts");
        QTest::addColumn<int>("least");
        QTest::newRow("Korean") << kTs << 1000;
        QTest::newRow("English plurals") << kEnglishTs << 10;
    }
    void everyMessageTranslated() {
        QFETCH(QString, ts);
        QFETCH(int, least);
        const QList<Message> messages = readTs(ts);
        QVERIFY2(messages.size() > least,
                 qPrintable(QStringLiteral("read %1 messages").arg(messages.size())));
        QStringList problems;
        for (const Message& m : messages) {
            if (m.unfinished || m.translation.trimmed().isEmpty()) {
                problems << QStringLiteral("untranslated: ") + describe(m);
            } else if (placeholders(m.source) != placeholders(m.translation)) {
                problems << QStringLiteral("placeholders differ: ") + describe(m);
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    /// lupdate run on the sources into a copy of the .ts: a string in the code that the file lacks
    /// comes back as new and unfinished. Fix with packaging/update-translations.sh, then translate.
    void noStringMissingFromTheFile_data() {
        QTest::addColumn<QString>("ts");
        QTest::addColumn<QStringList>("options");
        QTest::newRow("Korean") << kTs << QStringList{};
        QTest::newRow("English plurals")
            << kEnglishTs << QStringList{QStringLiteral("-pluralonly")};
    }
    void noStringMissingFromTheFile() {
        QFETCH(QString, ts);
        QFETCH(QStringList, options);
        QTemporaryDir dir;
        const QString copy = dir.filePath(QFileInfo(ts).fileName());
        QVERIFY(QFile::copy(ts, copy));
        QProcess lupdate;
        lupdate.setWorkingDirectory(QStringLiteral(GOODPUT_SOURCE_DIR));
        lupdate.start(QStringLiteral(GOODPUT_LUPDATE),
                      options +
                          QStringList{QStringLiteral("-locations"), QStringLiteral("relative"),
                                      QStringLiteral("-no-obsolete"), QStringLiteral("-extensions"),
                                      QStringLiteral("cpp,h"), QStringLiteral("app"),
                                      QStringLiteral("views"), QStringLiteral("-ts"), copy});
        QVERIFY(lupdate.waitForFinished(120000));
        QCOMPARE(lupdate.exitCode(), 0);
        QStringList missing;
        for (const Message& m : readTs(copy)) {
            if (m.unfinished) {
                missing << describe(m);
            }
        }
        QVERIFY2(
            missing.isEmpty(),
            qPrintable(
                QStringLiteral(
                    "in the code but not translated (run packaging/update-translations.sh):\n") +
                missing.join(QLatin1Char('\n'))));
    }

    void builtInTranslationLoads() {
        QCOMPARE(goodput::views::chooseLanguage(QStringLiteral("ko"), QStringLiteral("en")),
                 QStringLiteral("ko"));
        QCOMPARE(goodput::views::chooseLanguage(QString(), QStringLiteral("ko")),
                 QStringLiteral("ko"));
        QCOMPARE(goodput::views::chooseLanguage(QString(), QString()),
                 QStringLiteral("en")); // LC_ALL=C
        goodput::views::installLanguage(QStringLiteral("ko"));
        QCOMPARE(QCoreApplication::translate("goodput::views::MainWindow", "&File"),
                 QStringLiteral("파일(&F)"));
        QCOMPARE(QLocale().language(), QLocale::Korean);
    }

    /// A count of one is singular in English ("8 GPUs in 1 node of 8", not "1 nodes"); Korean has
    /// one form for every count.
    void countsAgreeWithTheirNouns() {
        goodput::views::installLanguage(QStringLiteral("en"));
        const auto tr = [](const char* source, int n) {
            return QCoreApplication::translate("Report", source, nullptr, n);
        };
        QCOMPARE(tr("%Ln node(s)", 1), QStringLiteral("1 node"));
        QCOMPARE(tr("%Ln node(s)", 2), QStringLiteral("2 nodes"));
        QCOMPARE(tr("%Ln GPU(s)", 1024), QStringLiteral("1,024 GPUs"));
        goodput::views::installLanguage(QStringLiteral("ko"));
        QCOMPARE(tr("%Ln node(s)", 1), QStringLiteral("노드 1개"));
        QCOMPARE(tr("%Ln node(s)", 16), QStringLiteral("노드 16개"));
        goodput::views::installLanguage(QStringLiteral("en"));
        QCOMPARE(tr("%Ln node(s)", 1), QStringLiteral("1 node"));
    }

    void commandLineSpeaksKorean() {
        QProcess p;
        p.start(QStringLiteral(GOODPUT_BIN),
                {QStringLiteral("--lang"), QStringLiteral("ko"), QStringLiteral("--help")});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 0);
        QVERIFY2(QString::fromUtf8(p.readAllStandardOutput()).contains(QStringLiteral("사용법")),
                 "help in Korean");

        // Without --lang, the language chosen in Preferences (the window's settings file).
        QTemporaryDir config;
        QDir(config.path()).mkpath(QStringLiteral("Goodput"));
        QFile conf(config.filePath(QStringLiteral("Goodput/goodput.conf")));
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write("[preferences]\nlanguage=ko\n");
        conf.close();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GOODPUT_BIN), {QStringLiteral("--help")});
        QVERIFY(p.waitForFinished(30000));
        QVERIFY2(QString::fromUtf8(p.readAllStandardOutput()).contains(QStringLiteral("사용법")),
                 "help in the preferred language");
        p.setProcessEnvironment(QProcessEnvironment::systemEnvironment());

        p.start(QStringLiteral(GOODPUT_BIN), {QStringLiteral("--lang"), QStringLiteral("xx"),
                                              QStringLiteral("plan"), QStringLiteral("--default")});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("--lang")));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
