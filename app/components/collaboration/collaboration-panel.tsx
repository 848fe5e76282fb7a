import { Suspense, lazy } from "react";
import { useNavigation } from "@remix-run/react";
import {
  COLLABORATION_TABS,
  dashboardUrl,
  parseTab,
  type CollaborationTab,
  type DialogName,
} from "~/utils/dashboard-url";
import { Card } from "~/components/ui/card";
import type { IntentReply } from "~/components/ui/form";
import { TabNav, TabPanel } from "~/components/ui/tab-nav";
import type { PanelData, UploadRule } from "./panel-parts";

// Each tab brings its code when it is shown, not with the page: /dashboard sits at the edge of
// its JavaScript budget (decision 005), as the case page and /admin do. The server renders the
// shown tab whole and hydration waits for its code, so its forms work before it arrives.
const ChatPanel = lazy(() =>
  import("./chat-panel").then((module) => ({ default: module.ChatPanel })),
);
const TaskBoard = lazy(() =>
  import("./task-board").then((module) => ({ default: module.TaskBoard })),
);
const KnowledgePanel = lazy(() =>
  import("./knowledge-panel").then((module) => ({ default: module.KnowledgePanel })),
);
const PerformancePanel = lazy(() =>
  import("./performance-panel").then((module) => ({ default: module.PerformancePanel })),
);
const ResourcesPanel = lazy(() =>
  import("./resources-panel").then((module) => ({ default: module.ResourcesPanel })),
);

interface PanelProps {
  panel: PanelData;
  dialog: DialogName | null;
  timeZone: string;
  upload: UploadRule;
  reply?: IntentReply;
}

const TAB_ITEMS = COLLABORATION_TABS.map((tab) => ({ ...tab, to: dashboardUrl({ tab: tab.id }) }));

/**
 * The Team Collaboration panel. Its tab is URL state and the server renders the selected one;
 * without JavaScript the tabs are links. With it they are ARIA tabs (arrow keys move between
 * them, Enter or Space opens one), and opening one fetches that tab from the server.
 */
export function CollaborationPanel({ panel, ...rest }: PanelProps) {
  const navigation = useNavigation();
  const pendingTab: CollaborationTab | null =
    navigation.state === "loading" && navigation.location.pathname === "/dashboard"
      ? parseTab(new URLSearchParams(navigation.location.search).get("tab"))
      : null;
  const shownTab = pendingTab ?? panel.tab;
  return (
    <Card
      as="section"
      id="team-collaboration"
      pad="none"
      raised
      aria-labelledby="collaboration-title"
    >
      <h2 id="collaboration-title" className="px-4 pt-4 text-lg font-semibold">
        Team Collaboration
      </h2>
      <TabNav
        label="Team Collaboration"
        items={TAB_ITEMS}
        current={shownTab}
        panelId="collaboration-panel"
        className="overflow-x-auto px-2 text-sm"
      />
      <TabPanel id="collaboration-panel" current={shownTab} className="p-4">
        {pendingTab && pendingTab !== panel.tab ? (
          <p role="status" className="text-sm text-ink-muted">
            Loading...
          </p>
        ) : (
          <Suspense fallback={null}>
            <PanelBody panel={panel} {...rest} />
          </Suspense>
        )}
      </TabPanel>
    </Card>
  );
}

function PanelBody({ panel, ...rest }: PanelProps) {
  switch (panel.tab) {
    case "chat":
      return <ChatPanel panel={panel} {...rest} />;
    case "tasks":
      return <TaskBoard panel={panel} {...rest} />;
    case "knowledge":
      return <KnowledgePanel panel={panel} {...rest} />;
    case "performance":
      return <PerformancePanel panel={panel} {...rest} />;
    case "resources":
      return <ResourcesPanel panel={panel} {...rest} />;
  }
}
