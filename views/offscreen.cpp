// SPDX-License-Identifier: MIT
#include "offscreen.h"

#include "chartspanel.h"
#include "inputpanel.h"
#include "mainwindow.h"
#include "scenariodocument.h"
#include "scenariofile.h"
#include "sliderspin.h"

#include <QApplication>
#include <QBuffer>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QImageWriter>
#include <QPixmap>
#include <QSlider>
#include <QStringList>
#include <QUndoStack>
#include <algorithm>
#include <ctime>
#include <functional>
#include <vector>

namespace goodput::views {
namespace {

/// One timed step: wall-clock and thread CPU milliseconds.
struct Sample {
    double wall = 0;
    double cpu = 0;
};

double percentile(std::vector<double> v, std::size_t percent) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[std::min(v.size() - 1, v.size() * percent / 100)];
}

Latency summarise(const std::vector<Sample>& samples) {
    Latency l;
    if (samples.empty()) {
        return l;
    }
    std::vector<double> wall;
    std::vector<double> cpu;
    for (const Sample& s : samples) {
        wall.push_back(s.wall);
        cpu.push_back(s.cpu);
    }
    l.samples = static_cast<int>(samples.size());
    l.medianMs = percentile(wall, 50);
    l.p95Ms = percentile(wall, 95);
    l.maxMs = percentile(wall, 100);
    l.cpuMedianMs = percentile(cpu, 50);
    l.cpuP95Ms = percentile(cpu, 95);
    return l;
}

double threadCpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

/// Lets the window paint what the last change invalidated, as the next frame would.
void paintPending() {
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
}

/// Qt's offscreen platform has no window manager to pass a window's size limits to, and warns
/// "This plugin does not support propagateSizeHints()" on stderr each time they change: hundreds
/// of identical lines in a bench. While alive, this drops exactly that message and passes every
/// other one on; the bench counts the changes itself (BenchCase::minimumSizeChanges).
class QuietSizeHints {
public:
    QuietSizeHints() { s_previous = qInstallMessageHandler(&filter); }
    ~QuietSizeHints() { qInstallMessageHandler(s_previous); }
    QuietSizeHints(const QuietSizeHints&) = delete;
    QuietSizeHints& operator=(const QuietSizeHints&) = delete;

private:
    static void filter(QtMsgType type, const QMessageLogContext& context, const QString& message) {
        if (type == QtWarningMsg &&
            message == QLatin1String("This plugin does not support propagateSizeHints()")) {
            return;
        }
        s_previous(type, context, message);
    }
    static inline QtMessageHandler s_previous = nullptr;
};

/// The three times of one kind of step, as they accumulate.
struct StepSamples {
    std::vector<Sample> replaced;
    std::vector<Sample> painted;
    std::vector<Sample> searched;
    int valid = 0;              ///< steps that left a valid scenario
    int minimumSizeChanges = 0; ///< steps after which the window's minimum size differed
};

/// Times `move(i)` for i < steps: to the return (the document, cards and the visible page's series
/// are updated synchronously), through the paint of that page, and until the worker's layout
/// search for the step has arrived and been painted too. The next step starts only then, so the
/// search never overlaps a step: each figure is one step's own.
void timeSteps(int steps, const std::function<void(int)>& move, const MainWindow& window,
               StepSamples& out) {
    ScenarioDocument* document = window.document();
    QElapsedTimer timer;
    for (int i = 0; i < steps; ++i) {
        const QSize minimum = window.minimumSize();
        const double cpu0 = threadCpuMs();
        timer.start();
        move(i);
        const double done = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        const double cpu1 = threadCpuMs();
        paintPending();
        const double drawn = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        const double cpu2 = threadCpuMs();
        document->waitForLayouts();
        paintPending();
        const double searched = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        const double cpu3 = threadCpuMs();
        out.replaced.push_back({done, cpu1 - cpu0});
        out.painted.push_back({drawn, cpu2 - cpu0});
        // CPU of the GUI thread only: the search's own CPU is on the worker.
        out.searched.push_back({searched, cpu3 - cpu0});
        out.valid += document->result().valid ? 1 : 0;
        out.minimumSizeChanges += window.minimumSize() != minimum ? 1 : 0;
    }
}

/// The positions of the GPU slider from `fromGpus` to `toGpus` GPUs at which the open scenario is
/// valid, each at a GPU count of its own, ascending. Found the way the drag will move: each
/// candidate is tried as a jump from the last position kept, and the scenario the window made of
/// it is read back. Leaves the scenario as it was.
std::vector<int> validPositions(SliderSpin* gpus, ScenarioDocument* document, int fromGpus,
                                int toGpus) {
    const Scenario before = document->scenario();
    std::vector<int> positions;
    Scenario kept = before;
    gpus->slider()->setSliderDown(true);
    for (int p = gpus->positionOf(fromGpus); p <= gpus->positionOf(toGpus); ++p) {
        gpus->slider()->setValue(p);
        const int n = document->scenario().cluster.gpus;
        if (document->result().valid && n != kept.cluster.gpus && n >= fromGpus && n <= toGpus) {
            positions.push_back(p);
            kept = document->scenario();
        } else {
            document->reset(kept); // back to the last position kept: the next try jumps from it
        }
    }
    gpus->slider()->setSliderDown(false);
    document->reset(before);
    document->waitForLayouts();
    paintPending();
    return positions;
}

} // namespace

GuiBench benchmarkGui(int steps) {
    const QuietSizeHints quiet;
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    paintPending();
    GuiBench out;
    const auto run = [&](const QString& name, const std::function<void(int)>& move) {
        StepSamples samples;
        timeSteps(steps, move, window, samples);
        // The simulation is not part of a step (it waits for the drag to stop, then runs on a
        // worker): timed once, from the end of the drag to its charts redrawn.
        QElapsedTimer simulated;
        simulated.start();
        window.waitForSimulation();
        paintPending();
        BenchCase c{name,
                    samples.valid,
                    samples.minimumSizeChanges,
                    summarise(samples.replaced),
                    summarise(samples.painted),
                    summarise(samples.searched),
                    static_cast<double>(simulated.nsecsElapsed()) / 1e6,
                    window.document()->result().valid};
        out.cases.push_back(c);
    };
    // Every enabled slider one step, then undo (which restores the scenario exactly and costs a
    // full update too), in turn.
    std::vector<QSlider*> sliders;
    const auto everySlider = [&sliders, &window](int i) {
        if (i % 2 == 1) {
            window.document()->undoStack()->undo();
            return;
        }
        QSlider* s = sliders[static_cast<std::size_t>(i / 2) % sliders.size()];
        s->setValue(s->value() + (s->value() < s->maximum() ? 1 : -1) * s->singleStep());
        window.document()->finishGesture();
    };
    const auto collectSliders = [&] {
        sliders.clear();
        for (SliderSpin* s : window.inputs()->findChildren<SliderSpin*>()) {
            if (s->isEnabled() && s->slider()->minimum() < s->slider()->maximum()) {
                sliders.push_back(s->slider());
            }
        }
    };

    // A drag of the GPU slider back and forth through the GPU counts from 256 to 16,384 at
    // which the default layout is valid, from the first to the last and back: every step moves
    // to another valid count, and so the drag ends on one.
    SliderSpin* gpus = window.inputs()->numberEditor(QStringLiteral("cluster.gpus"));
    const std::vector<int> path = validPositions(gpus, window.document(), 256, 16384);
    if (path.size() < 2) {
        out.error = QStringLiteral("bench case \"default: GPU slider drag\": fewer than two valid "
                                   "GPU counts between 256 and 16,384");
        return out;
    }
    const int last = static_cast<int>(path.size()) - 1;
    gpus->slider()->setValue(path.front());
    window.document()->waitForLayouts();
    paintPending();
    gpus->slider()->setSliderDown(true);
    run(QStringLiteral("default: GPU slider drag, %1 valid counts 256-16,384").arg(path.size()),
        [&](int i) {
            const int phase = (i + 1) % (2 * last);
            gpus->slider()->setValue(
                path[static_cast<std::size_t>(phase <= last ? phase : 2 * last - phase)]);
        });
    gpus->slider()->setSliderDown(false);

    window.document()->reset(defaultScenario());
    collectSliders();
    run(QStringLiteral("default: every slider in turn"), everySlider);

    const QString bench405b = QStringLiteral(":/bench/llama-405b-16k.json");
    const QStringList errors = window.document()->open(bench405b);
    if (!errors.isEmpty()) {
        out.error = QStringLiteral("bench case \"405B on 16,384 GPUs\": cannot open %1: %2")
                        .arg(bench405b, errors.join(QStringLiteral("; ")));
        return out;
    }
    // The step-time page: the one a derived-MFU user watches, drawn from the search.
    window.charts()->setCurrentIndex(1);
    paintPending();
    collectSliders();
    run(QStringLiteral("405B on 16,384 GPUs, live search: every slider"), everySlider);
    return out;
}

QString describe(const GuiBench& bench) {
    // The widest row label sets the first column, so the figures line up whatever the names.
    const QString suffixes[] = {QStringLiteral(": series replaced"),
                                QStringLiteral(": + page painted"),
                                QStringLiteral(": + layout search in")};
    const QString simulation = QStringLiteral(": simulation after the steps");
    const QString minimumSize = QStringLiteral(": window minimum size changed");
    const QString title = QStringLiteral("slider steps, 1366x768 window");
    qsizetype width = title.size();
    for (const BenchCase& c : bench.cases) {
        width = std::max(width, c.name.size() + std::max(simulation.size(), minimumSize.size()));
    }
    const int w = -static_cast<int>(width);
    // The one figure of the last two kinds of line goes in the median column.
    const int toMedian = 6 + 1 + 6 + 1 + 8;
    QStringList lines;
    lines << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8")
                 .arg(title, w)
                 .arg(QStringLiteral("steps"), 6)
                 .arg(QStringLiteral("valid"), 6)
                 .arg(QStringLiteral("median"), 8)
                 .arg(QStringLiteral("p95"), 8)
                 .arg(QStringLiteral("max"), 8)
                 .arg(QStringLiteral("cpu med"), 8)
                 .arg(QStringLiteral("cpu p95"), 8);
    for (const BenchCase& c : bench.cases) {
        const Latency* latencies[] = {&c.replaced, &c.painted, &c.searched};
        for (std::size_t i = 0; i < 3; ++i) {
            const Latency& l = *latencies[i];
            lines << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8")
                         .arg(c.name + suffixes[i], w)
                         .arg(l.samples, 6)
                         .arg(c.validSteps, 6)
                         .arg(l.medianMs, 8, 'f', 2)
                         .arg(l.p95Ms, 8, 'f', 2)
                         .arg(l.maxMs, 8, 'f', 2)
                         .arg(l.cpuMedianMs, 8, 'f', 2)
                         .arg(l.cpuP95Ms, 8, 'f', 2);
        }
    }
    for (const BenchCase& c : bench.cases) {
        const QString what = (c.name + simulation).leftJustified(width);
        lines
            << (c.simulated
                    ? QStringLiteral("%1 %2").arg(what).arg(c.simulationMs, toMedian, 'f', 2)
                    : QStringLiteral("%1 none: the last step left an invalid scenario").arg(what));
    }
    for (const BenchCase& c : bench.cases) {
        lines << QStringLiteral("%1 %2")
                     .arg((c.name + minimumSize).leftJustified(width))
                     .arg(c.minimumSizeChanges, toMedian - 3);
    }
    lines << QStringLiteral("milliseconds; wall-clock, and CPU time of the GUI thread (the layout "
                            "search runs on a worker thread); valid: steps that left a valid "
                            "scenario; the simulation is wall-clock from the last step to its "
                            "charts drawn");
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString screenshotFormatProblem(const QString& path) {
    const QByteArray suffix = QFileInfo(path).suffix().toLower().toLatin1();
    const QList<QByteArray> formats = QImageWriter::supportedImageFormats();
    if (formats.contains(suffix)) {
        return {};
    }
    QStringList names;
    for (const QByteArray& f : formats) {
        names << QString::fromLatin1(f);
    }
    return QCoreApplication::translate("Offscreen",
                                       "%1: the name must end in an image format: %2; nothing "
                                       "was written")
        .arg(path, names.join(QStringLiteral(", ")));
}

QString saveScreenshot(const QString& path, QSize size, int page, const QString& scenarioFile,
                       int compareGpus, bool dark, bool* badInput) {
    const QuietSizeHints quiet;
    MainWindow window;
    if (dark) {
        Preferences preferences;
        preferences.theme = Theme::Dark;
        window.applyPreferences(preferences);
    }
    if (!scenarioFile.isEmpty()) {
        const QStringList errors = window.document()->open(scenarioFile);
        if (!errors.isEmpty()) {
            if (badInput != nullptr) {
                *badInput = true;
            }
            // Each named by the file, as every other command names it ("the file is empty").
            QStringList named;
            for (const QString& e : errors) {
                named << (e.startsWith(scenarioFile) ? e : scenarioFile + QStringLiteral(": ") + e);
            }
            return named.join(QLatin1Char('\n'));
        }
    }
    // A page that does not exist was once ignored (the first page shown, exit 0).
    if (page < 0 || page >= window.charts()->count()) {
        if (badInput != nullptr) {
            *badInput = true;
        }
        return QCoreApplication::translate("Offscreen",
                                           "--chart must be a page from 0 to %1, not %2")
            .arg(window.charts()->count() - 1)
            .arg(page);
    }
    if (compareGpus > 0) {
        window.document()->pinBaseline();
        Scenario changed = window.document()->scenario();
        changed.cluster.gpus = compareGpus;
        window.document()->edit(changed, QStringLiteral("screenshot"));
    }
    window.document()->waitForLayouts();
    window.charts()->setCurrentIndex(page);
    window.resize(size);
    window.show();
    window.waitForSimulation();
    paintPending();
    if (QString problem = screenshotFormatProblem(path); !problem.isEmpty()) {
        return problem;
    }
    // Encoded in memory first: the file is replaced only by a whole image.
    QBuffer encoded;
    encoded.open(QIODevice::WriteOnly);
    if (!window.grab().save(&encoded, QFileInfo(path).suffix().toLower().toLatin1().constData())) {
        return QCoreApplication::translate("Offscreen", "%1: the image could not be encoded")
            .arg(path);
    }
    if (const QString error = writeFileAtomically(path, encoded.data()); !error.isEmpty()) {
        return QCoreApplication::translate("Offscreen", "cannot write %1: %2").arg(path, error);
    }
    return {};
}

} // namespace goodput::views
