<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>DaysDollarsChart</name>
    <message numerus="yes">
        <location filename="../../views/charts/daysdollarschart.cpp" line="+129"/>
        <source>%Ln GPU(s): %1, %2</source>
        <translation>
            <numerusform>%Ln GPU: %1, %2</numerusform>
            <numerusform>%Ln GPUs: %1, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln GPU(s): never finishes</source>
        <translation>
            <numerusform>%Ln GPU: never finishes</numerusform>
            <numerusform>%Ln GPUs: never finishes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Fastest: %Ln GPU(s), %1</source>
        <translation>
            <numerusform>Fastest: %Ln GPU, %1</numerusform>
            <numerusform>Fastest: %Ln GPUs, %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Diagnostics</name>
    <message numerus="yes">
        <location filename="../../views/messages.cpp" line="+164"/>
        <source>%Ln GPU(s) do not fill whole nodes of %1</source>
        <translation>
            <numerusform>%Ln GPU does not fill whole nodes of %1</numerusform>
            <numerusform>%Ln GPUs do not fill whole nodes of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln GPU(s) are not a whole number of %1-GPU scale-up domains: one domain (an NVL72 rack, say) is only partly used</source>
        <translation>
            <numerusform>%Ln GPU is not a whole number of %1-GPU scale-up domains: one domain (an NVL72 rack, say) is only partly used</numerusform>
            <numerusform>%Ln GPUs are not a whole number of %1-GPU scale-up domains: one domain (an NVL72 rack, say) is only partly used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>TP x PP x CP = %1 does not divide the %Ln GPU(s), so no whole data-parallel degree exists</source>
        <translation>
            <numerusform>TP x PP x CP = %1 does not divide the %Ln GPU, so no whole data-parallel degree exists</numerusform>
            <numerusform>TP x PP x CP = %1 does not divide the %Ln GPUs, so no whole data-parallel degree exists</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+51"/>
        <source>a batch of %Ln sequence(s) does not divide into DP x micro-batch = %1</source>
        <translation>
            <numerusform>a batch of %Ln sequence does not divide into DP x micro-batch = %1</numerusform>
            <numerusform>a batch of %Ln sequences does not divide into DP x micro-batch = %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>no valid layout of these %Ln GPU(s) fits in memory</source>
        <translation>
            <numerusform>no valid layout of %Ln GPU fits in memory</numerusform>
            <numerusform>no valid layout of these %Ln GPUs fits in memory</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>%Ln hot spare node(s), but %1 nodes are away for repair on average: the pool runs dry and the job waits for repairs</source>
        <translation>
            <numerusform>%Ln hot spare node, but %1 nodes are away for repair on average: the pool runs dry and the job waits for repairs</numerusform>
            <numerusform>%Ln hot spare nodes, but %1 nodes are away for repair on average: the pool runs dry and the job waits for repairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+233"/>
        <source>%Ln point(s) asked for; a sweep takes at most %1</source>
        <translation>
            <numerusform>%Ln point asked for; a sweep takes at most %1</numerusform>
            <numerusform>%Ln points asked for; a sweep takes at most %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln point(s) asked for; this range takes at least %1</source>
        <translation>
            <numerusform>%Ln point asked for; this range takes at least %1</numerusform>
            <numerusform>%Ln points asked for; this range takes at least %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GoodputChart</name>
    <message numerus="yes">
        <location filename="../../views/charts/goodputchart.cpp" line="+87"/>
        <source>%Ln GPU(s): goodput %1</source>
        <translation>
            <numerusform>%Ln GPU: goodput %1</numerusform>
            <numerusform>%Ln GPUs: goodput %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>fastest: %Ln GPU(s)</source>
        <translation>
            <numerusform>fastest: %Ln GPU</numerusform>
            <numerusform>fastest: %Ln GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HierarchyChart</name>
    <message numerus="yes">
        <location filename="../../views/charts/hierarchychart.cpp" line="+82"/>
        <source>Scale-up (%Ln GPU(s))</source>
        <translation>
            <numerusform>Scale-up (%Ln GPU)</numerusform>
            <numerusform>Scale-up (%Ln GPUs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Scale-out (%Ln GPU(s))</source>
        <translation>
            <numerusform>Scale-out (%Ln GPU)</numerusform>
            <numerusform>Scale-out (%Ln GPUs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Spine (%Ln GPU(s))</source>
        <translation>
            <numerusform>Spine (%Ln GPU)</numerusform>
            <numerusform>Spine (%Ln GPUs)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanText</name>
    <message numerus="yes">
        <location filename="../../views/plantext.cpp" line="+290"/>
        <source>%Ln GPU(s) x %1 at MFU %2 (%3, %4)</source>
        <translation>
            <numerusform>%Ln GPU x %1 at MFU %2 (%3, %4)</numerusform>
            <numerusform>%Ln GPUs x %1 at MFU %2 (%3, %4)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message numerus="yes">
        <location filename="../../views/report/reportcontent.cpp" line="+144"/>
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln GPU</numerusform>
            <numerusform>%Ln GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln node(s)</source>
        <translation>
            <numerusform>%Ln node</numerusform>
            <numerusform>%Ln nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+459"/>
        <source>%Ln layer(s)</source>
        <translation>
            <numerusform>%Ln layer</numerusform>
            <numerusform>%Ln layers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln micro-batch(es)</source>
        <translation>
            <numerusform>%Ln micro-batch</numerusform>
            <numerusform>%Ln micro-batches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+499"/>
        <source>System MTBF of %Ln part(s)</source>
        <translation>
            <numerusform>System MTBF of %Ln part</numerusform>
            <numerusform>System MTBF of %Ln parts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>System MTBF of %Ln part(s) (%1)</source>
        <translation>
            <numerusform>System MTBF of %Ln part (%1)</numerusform>
            <numerusform>System MTBF of %Ln parts (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+105"/>
        <source>On average %1 nodes are away for repair; the pool has %Ln hot spare(s).</source>
        <translation>
            <numerusform>On average %1 nodes are away for repair; the pool has %Ln hot spare.</numerusform>
            <numerusform>On average %1 nodes are away for repair; the pool has %Ln hot spares.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScenarioDocument</name>
    <message numerus="yes">
        <location filename="../../views/scenariodocument.cpp" line="+198"/>
        <source>%1 on %Ln GPU(s), MFU from the layout</source>
        <translation>
            <numerusform>%1 on %Ln GPU, MFU from the layout</numerusform>
            <numerusform>%1 on %Ln GPUs, MFU from the layout</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 on %Ln GPU(s)</source>
        <translation>
            <numerusform>%1 on %Ln GPU</numerusform>
            <numerusform>%1 on %Ln GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SimulationText</name>
    <message numerus="yes">
        <location filename="../../views/simulationtext.cpp" line="+37"/>
        <source>Monte-Carlo simulation: %Ln run(s), seed %1</source>
        <translation>
            <numerusform>Monte-Carlo simulation: %Ln run, seed %1</numerusform>
            <numerusform>Monte-Carlo simulation: %Ln runs, seed %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message numerus="yes">
        <location filename="../../views/validationtext.cpp" line="+29"/>
        <source>%Ln run(s): mean |error| %1, max %2, bias %3; %4 over tolerance</source>
        <translation>
            <numerusform>%Ln run: mean |error| %1, max %2, bias %3; %4 over tolerance</numerusform>
            <numerusform>%Ln runs: mean |error| %1, max %2, bias %3; %4 over tolerance</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goodput::views::HeadlineCards</name>
    <message numerus="yes">
        <location filename="../../views/headlinecards.cpp" line="+658"/>
        <source>%Ln micro-batch(es), bubble %1</source>
        <translation>
            <numerusform>%Ln micro-batch, bubble %1</numerusform>
            <numerusform>%Ln micro-batches, bubble %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goodput::views::InputPanel</name>
    <message numerus="yes">
        <location filename="../../views/inputpanel.cpp" line="+491"/>
        <source>%Ln GPU(s) / (TP %1 x PP %2 x CP %3)</source>
        <translation>
            <numerusform>%Ln GPU / (TP %1 x PP %2 x CP %3)</numerusform>
            <numerusform>%Ln GPUs / (TP %1 x PP %2 x CP %3)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goodput::views::LayoutTable</name>
    <message numerus="yes">
        <location filename="../../views/layouttable.cpp" line="+224"/>
        <source>Searching the layouts of %Ln GPU(s)...</source>
        <translation>
            <numerusform>Searching the layouts of %Ln GPU...</numerusform>
            <numerusform>Searching the layouts of %Ln GPUs...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>No layout of %Ln GPU(s) fits: %1 layouts tried, %2 valid, none within HBM.</source>
        <translation>
            <numerusform>No layout of %Ln GPU fits: %1 layouts tried, %2 valid, none within HBM.</numerusform>
            <numerusform>No layout of %Ln GPUs fits: %1 layouts tried, %2 valid, none within HBM.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln GPU</numerusform>
            <numerusform>%Ln GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goodput::views::MainWindow</name>
    <message numerus="yes">
        <location filename="../../views/mainwindow.cpp" line="+582"/>
        <source>Baseline: %Ln GPU(s), %1, %2</source>
        <translation>
            <numerusform>Baseline: %Ln GPU, %1, %2</numerusform>
            <numerusform>Baseline: %Ln GPUs, %1, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>goodput::views::SweepDialog</name>
    <message numerus="yes">
        <location filename="../../views/sweepdialog.cpp" line="+216"/>
        <source>%Ln point(s) without a value: hover the grey marks on the x axis for why.</source>
        <translation>
            <numerusform>%Ln point without a value: hover the grey mark on the x axis for why.</numerusform>
            <numerusform>%Ln points without a value: hover the grey marks on the x axis for why.</numerusform>
        </translation>
    </message>
</context>
</TS>
