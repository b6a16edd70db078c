// SPDX-License-Identifier: MIT
// `goodput presets [show ID | import FILE | export ID -o FILE]`: the hardware, model and
// reliability presets, shipped and your own.

#include "commandsupport.h"
#include "views/presettext.h"

#include <algorithm>

namespace goodput::app {
namespace {

/// Reads --kind into `kind` (left empty when not given); false after reporting a bad value.
bool kindOption(const Args& args, std::optional<PresetKind>& kind) {
    const QString value = args.value(QStringLiteral("--kind"));
    if (value == QStringLiteral("hardware")) {
        kind = PresetKind::Hardware;
    } else if (value == QStringLiteral("model") || value == QStringLiteral("models")) {
        kind = PresetKind::Model;
    } else if (value == QStringLiteral("reliability")) {
        kind = PresetKind::Reliability;
    } else if (!value.isEmpty()) {
        printError(Tr::tr("--kind must be hardware, model or reliability, not %1").arg(value));
        return false;
    }
    return true;
}

/// The preset an id names (of the given kind, or of whichever kind has it); reports and returns
/// nullptr when there is none or the id is a preset of more than one kind.
const CatalogEntry* presetNamed(const views::PresetStore& store, const QString& id,
                                std::optional<PresetKind> kind) {
    std::vector<const CatalogEntry*> found;
    for (PresetKind k : kPresetKinds) {
        const CatalogEntry* e = store.catalog().find(k, id.toStdString());
        if (e != nullptr && (!kind || *kind == k)) {
            found.push_back(e);
        }
    }
    if (found.empty()) {
        printError(Tr::tr("no preset with id \"%1\"; see goodput presets").arg(id));
        return nullptr;
    }
    if (found.size() > 1) {
        printError(Tr::tr("\"%1\" is a preset of more than one kind; add --kind").arg(id));
        return nullptr;
    }
    return found.front();
}

int presetsCommand(const Args& args) {
    const QString format = args.value(QStringLiteral("--format"), QStringLiteral("text"));
    if (format != QStringLiteral("json") && format != QStringLiteral("text")) {
        printError(Tr::tr("--format must be json or text, not %1").arg(format));
        return ExitBadInput;
    }
    std::optional<PresetKind> kind;
    if (!kindOption(args, kind)) {
        return ExitBadInput;
    }
    views::PresetStore store;
    printPresetProblems(store);
    const QString action = args.positional.value(1);
    if (action.isEmpty()) {
        const bool json = format == QStringLiteral("json");
        print(json ? QString::fromStdString(views::presetListJson(store.catalog(), kind).dump(2) +
                                            "\n")
                   : views::presetTable(store.catalog(), kind));
        return ExitOk;
    }
    if (action == QStringLiteral("show") || action == QStringLiteral("export")) {
        if (args.positional.size() != 3) {
            printError(Tr::tr("presets %1 needs one preset ID").arg(action));
            return ExitBadInput;
        }
        const CatalogEntry* entry = presetNamed(store, args.positional[2], kind);
        if (entry == nullptr) {
            return ExitBadInput;
        }
        if (action == QStringLiteral("show")) {
            // JSON: the preset's file exactly as it was read.
            const bool json = format == QStringLiteral("json");
            print(json ? QString::fromStdString(entry->text) : views::presetDetails(*entry));
            return ExitOk;
        }
        const QString output = args.value(QStringLiteral("-o"));
        if (output.isEmpty()) {
            printError(Tr::tr("presets export needs -o FILE"));
            return ExitBadInput;
        }
        const QString error = store.exportPreset(entry->preset.kind, entry->preset.id, output);
        if (!error.isEmpty()) {
            printError(QStringLiteral("%1: %2").arg(output, error));
            return ExitFailure;
        }
        print(Tr::tr("Exported %1 to %2\n").arg(QString::fromStdString(entry->preset.id), output));
        return ExitOk;
    }
    if (action == QStringLiteral("import")) {
        if (args.positional.size() != 3) {
            printError(Tr::tr("presets import needs one FILE"));
            return ExitBadInput;
        }
        const views::PresetSaveResult result =
            store.importFile(args.positional[2], args.has(QStringLiteral("--replace")));
        for (const PresetProblem& p : result.problems) {
            printError(
                (p.diagnostic.severity == Severity::Error ? QString() : Tr::tr("warning: ")) +
                views::describe(p));
        }
        if (!result.saved) {
            // As export: a file that cannot be written is a failure (1), bad input is 2.
            const bool unwritable = std::any_of(
                result.problems.begin(), result.problems.end(), [](const PresetProblem& p) {
                    return p.diagnostic.code == DiagCode::FileUnwritable;
                });
            return unwritable ? ExitFailure : ExitBadInput;
        }
        print(Tr::tr("Imported %1 as %2\n").arg(QString::fromStdString(result.id), result.path));
        return ExitOk;
    }
    printError(Tr::tr("unknown presets action \"%1\"; see goodput --help").arg(action));
    return ExitBadInput;
}

const RegisterCommand kPresets({
    .name = QStringLiteral("presets"),
    .position = 40,
    .summary = QT_TRANSLATE_NOOP("Cli", "list, show, import and export the hardware, model and "
                                        "reliability presets"),
    .usage = QT_TRANSLATE_NOOP(
        "Cli",
        "  presets               list the hardware, model and reliability presets (--kind)\n"
        "  presets show ID       one preset: every value, its source, what is missing or "
        "unverified\n"
        "  presets import FILE   validate a preset file and add it to your presets (--replace)\n"
        "  presets export ID -o FILE   write a preset's file\n"),
    .options =
        {
            formatOption("json|text", true),
            {{QStringLiteral("--kind")},
             "hardware|model|reliability",
             QT_TRANSLATE_NOOP("Cli", "only one kind"),
             QT_TRANSLATE_NOOP("Cli", "presets: only one kind")},
            {{QStringLiteral("-o"), QStringLiteral("--output")},
             "FILE",
             QT_TRANSLATE_NOOP("Cli", "export: the preset file to write")},
            {{QStringLiteral("--replace")},
             nullptr,
             QT_TRANSLATE_NOOP("Cli", "import: replace your preset of the same id")},
        },
    .maxPositional = 3,
    .files = FileArguments::None,
    .run = presetsCommand,
});

} // namespace
} // namespace goodput::app
