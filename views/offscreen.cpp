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

/// The three times of one kind of step, as they accumulate.
struct StepSamples {
    std::vector<Sample> replaced;
    std::vector<Sample> painted;
    std::vector<Sample> searched;
};

/// Times `move(i)` for i < steps: to the return (the document, cards and the visible page's series
/// are updated synchronously), through the paint of that page, and until the worker's layout
/// search for the step has arrived and been painted too. The next step starts only then, so the
/// search never overlaps a step: each figure is one step's own.
void timeSteps(int steps, const std::function<void(int)>& move, ScenarioDocument* document,
               StepSamples& out) {
    QElapsedTimer timer;
    for (int i = 0; i < steps; ++i) {
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
    }
}

} // namespace

std::vector<BenchCase> benchmarkGui(int steps) {
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    paintPending();
    std::vector<BenchCase> out;
    const auto run = [&](const QString& name, const std::function<void(int)>& move) {
        StepSamples samples;
        timeSteps(steps, move, window.document(), samples);
        // The simulation is not part of a step (it waits for the drag to stop, then runs on a
        // worker): timed once, from the end of the drag to its charts redrawn.
        QElapsedTimer simulated;
        simulated.start();
        window.waitForSimulation();
        paintPending();
        out.push_back({name, summarise(samples.replaced), summarise(samples.painted),
                       summarise(samples.searched),
                       static_cast<double>(simulated.nsecsElapsed()) / 1e6});
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

    // A drag of the GPU slider back and forth between 256 and 16,384 GPUs.
    SliderSpin* gpus = window.inputs()->numberEditor(QStringLiteral("cluster.gpus"));
    const int from = gpus->positionOf(256);
    const int span = std::max(1, gpus->positionOf(16384) - from);
    gpus->slider()->setSliderDown(true);
    run(QStringLiteral("default: GPU slider drag"), [&](int i) {
        const int phase = i % (2 * span);
        gpus->slider()->setValue(from + (phase < span ? phase : 2 * span - phase));
    });
    gpus->slider()->setSliderDown(false);

    window.document()->reset(defaultScenario());
    collectSliders();
    run(QStringLiteral("default: every slider in turn"), everySlider);

    if (window.document()->open(QStringLiteral(":/bench/llama-405b-16k.json")).isEmpty()) {
        // The step-time page: the one a derived-MFU user watches, drawn from the search.
        window.charts()->setCurrentIndex(1);
        paintPending();
        collectSliders();
        run(QStringLiteral("405B on 16,384 GPUs, live search: every slider"), everySlider);
    }
    return out;
}

QString describe(const std::vector<BenchCase>& cases) {
    QStringList lines;
    lines << QStringLiteral("%1 %2 %3 %4 %5 %6 %7")
                 .arg(QStringLiteral("slider steps, 1366x768 window"), -58)
                 .arg(QStringLiteral("n"), 5)
                 .arg(QStringLiteral("median"), 8)
                 .arg(QStringLiteral("p95"), 8)
                 .arg(QStringLiteral("max"), 8)
                 .arg(QStringLiteral("cpu med"), 8)
                 .arg(QStringLiteral("cpu p95"), 8);
    const auto row = [&lines](const QString& what, const Latency& l) {
        lines << QStringLiteral("%1 %2 %3 %4 %5 %6 %7")
                     .arg(what, -58)
                     .arg(l.samples, 5)
                     .arg(l.medianMs, 8, 'f', 2)
                     .arg(l.p95Ms, 8, 'f', 2)
                     .arg(l.maxMs, 8, 'f', 2)
                     .arg(l.cpuMedianMs, 8, 'f', 2)
                     .arg(l.cpuP95Ms, 8, 'f', 2);
    };
    for (const BenchCase& c : cases) {
        row(c.name + QStringLiteral(": series replaced"), c.replaced);
        row(c.name + QStringLiteral(": + page painted"), c.painted);
        row(c.name + QStringLiteral(": + layout search in"), c.searched);
    }
    for (const BenchCase& c : cases) {
        lines << QStringLiteral("%1 %2")
                     .arg(c.name + QStringLiteral(": simulation after the drag"), -58)
                     .arg(c.simulationMs, 14, 'f', 2);
    }
    lines << QStringLiteral("milliseconds; wall-clock, and CPU time of the GUI thread (the layout "
                            "search runs on a worker thread)");
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
                       int compareGpus, bool dark) {
    MainWindow window;
    if (dark) {
        Preferences preferences;
        preferences.theme = Theme::Dark;
        window.applyPreferences(preferences);
    }
    if (!scenarioFile.isEmpty()) {
        const QStringList errors = window.document()->open(scenarioFile);
        if (!errors.isEmpty()) {
            return errors.join(QLatin1Char('\n'));
        }
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
