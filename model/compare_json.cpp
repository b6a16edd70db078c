// SPDX-License-Identifier: MIT
#include "compare_json.h"

#include "enum_names.h"
#include "result_json.h"

namespace goodput {

nlohmann::json comparisonToJson(const Comparison& comparison) {
    using nlohmann::json;
    json j;
    j["diagnostics"] = diagnosticsToJson(comparison.diagnostics);
    json scenarios = json::array();
    for (const ComparedScenario& c : comparison.scenarios) {
        const Layout& l = c.scenario.layout;
        scenarios.push_back({{"label", c.label},
                             {"scenarioName", c.scenario.name},
                             {"hardware", c.scenario.hardware.displayName},
                             {"gpus", c.scenario.cluster.gpus},
                             {"bestLayoutApplied", c.bestLayoutApplied},
                             {"layout",
                              {{"tp", l.tp},
                               {"pp", l.pp},
                               {"virtualStages", l.virtualStages},
                               {"cp", l.cp},
                               {"ep", l.ep},
                               {"dp", l.dp(c.scenario.cluster.gpus)},
                               {"zeroStage", static_cast<int>(l.zero)},
                               {"microBatchSize", c.scenario.workload.microBatchSize},
                               {"recompute", enumName(c.scenario.workload.recompute)}}},
                             {"searchDiagnostics", diagnosticsToJson(c.searchDiagnostics)},
                             {"result", resultToJson(c.result)}});
    }
    j["scenarios"] = scenarios;
    json rows = json::array();
    for (const ComparisonRow& row : comparison.rows) {
        json values = json::array();
        json changes = json::array();
        for (std::size_t i = 0; i < row.values.size(); ++i) {
            values.push_back(row.values[i] ? finiteOrNull(*row.values[i]) : json(nullptr));
            const std::optional<Change>& c = row.changes[i];
            changes.push_back(
                c ? json{{"absolute", finiteOrNull(c->absolute)},
                         {"relative", c->relative ? finiteOrNull(*c->relative) : json(nullptr)}}
                  : json(nullptr));
        }
        rows.push_back({{"figure", figureId(row.figure)},
                        {"unit", figureUnit(row.figure)},
                        {"higherIsBetter", higherIsBetter(row.figure)},
                        {"values", values},
                        {"changesFromFirst", changes}});
    }
    j["rows"] = rows;
    return j;
}

} // namespace goodput
