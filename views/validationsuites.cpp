// SPDX-License-Identifier: MIT
#include "validationsuites.h"

#include "scenariofile.h"

#include <QDir>

namespace goodput::views {

QStringList builtInValidationFiles() {
    QStringList files;
    for (const QFileInfo& info :
         QDir(QStringLiteral(":/validation"))
             .entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        files << info.filePath();
    }
    return files;
}

LoadedValidationSuite loadValidationSuite(const QString& file) {
    LoadedValidationSuite loaded;
    loaded.file = file;
    const std::optional<QByteArray> bytes = readJsonFileBytes(file, loaded.problems);
    if (!bytes) {
        return loaded;
    }
    ValidationSuiteReadResult read =
        readValidationSuite(std::string_view(bytes->constData(), bytes->size()));
    loaded.problems.insert(loaded.problems.end(), read.diagnostics.begin(), read.diagnostics.end());
    if (!hasErrors(loaded.problems)) {
        loaded.suite = std::move(read.suite);
    }
    return loaded;
}

std::vector<SuiteOutcome> validateBuiltInSuites(const PresetLookup& presets) {
    std::vector<SuiteOutcome> outcomes;
    for (const QString& file : builtInValidationFiles()) {
        const LoadedValidationSuite loaded = loadValidationSuite(file);
        if (loaded.suite) {
            outcomes.push_back(validateSuite(*loaded.suite, presets));
        }
    }
    return outcomes;
}

} // namespace goodput::views
