// The local viewer: a recorded game's statecharts, timeline, troopers, dice and rulings, served
// on 127.0.0.1 to a page in viewer/assets/.
export type { ViewedLog } from './viewedLog.ts';
export { readViewedLog } from './readViewedLog.ts';
export type { RunningViewer, ViewerOptions } from './viewerServer.ts';
export { startViewer, VIEWER_HOST } from './viewerServer.ts';
export { portInUse } from './portInUse.ts';
export { viewFrame } from './viewFrame.ts';
export { timeline } from './timeline.ts';
export { activeStates } from './activeStates.ts';
export { openBrowser } from './openBrowser.ts';
export type * from './viewerApi.ts';
export type * from './necromundaViewerApi.ts';
export type { FrameIndex } from './frameIndex.ts';
export { frameIndex } from './frameIndex.ts';
export { timelinePage, TIMELINE_PAGE } from './timeline.ts';
export { orderChartSvg } from './reportChart.ts';
export { importModule } from './importModule.ts';
export { accountRecords, orderReportPage } from './orderReportPage.ts';
export { orderReports } from './orderReports.ts';
export type { OrderReports } from './orderReports.ts';
export { reportFileName } from './orderReportRoutes.ts';
export { orderList } from './orderList.ts';
export { staticOrderPage, STATIC_ORDER_MARK } from './staticOrderPage.ts';
export type { StaticOrderPage } from './staticOrderPage.ts';
export type { ViewModel } from './viewModel.ts';
export { infinityViewModel } from './infinityViewModel.ts';
export {
  eventGroups,
  fighterCards,
  hitMachineState,
  hitOf,
  necromundaViewModel,
  owedSteps,
  owedText,
  readNecromundaLog,
  vehicleCards,
} from './necromunda/index.ts';
export type { EventGroup, EventGroups, NecromundaViewedLog } from './necromunda/index.ts';
