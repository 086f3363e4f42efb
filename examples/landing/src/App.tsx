import { Editor, Frame } from '@craftjs/core';
import { useAnnounceLoaded } from './announceLoaded';
import { Button } from './components/Button';
import { Image } from './components/Image';
import { Section } from './components/Section';
import { Text } from './components/Text';
import { landingDocument } from './document';
import { LayersPanel } from './panels/LayersPanel';
import { RenderNode } from './panels/RenderNode';
import { SettingsPanel } from './panels/SettingsPanel';
import { Toolbox } from './panels/Toolbox';
import { Topbar } from './panels/Topbar';

export function App() {
  useAnnounceLoaded();
  return (
    <Editor resolver={{ Button, Image, Section, Text }} onRender={RenderNode}>
      <div className="app">
        <Topbar />
        <div className="workspace">
          <aside className="panel toolbox" aria-label="Blocks">
            <Toolbox />
          </aside>
          <main className="canvas" aria-label="Landing page" data-outline-layer="">
            <Frame>{landingDocument}</Frame>
          </main>
          <aside className="panel inspector" aria-label="Inspector">
            <SettingsPanel />
            <LayersPanel />
          </aside>
        </div>
      </div>
    </Editor>
  );
}
