import { Editor, Element, Frame } from '@craftjs/core';
import { Button } from './components/Button';
import { Card, CardBottom, CardTop } from './components/Card';
import { Container } from './components/Container';
import { RenderNode } from './components/RenderNode';
import { SettingsPanel } from './components/SettingsPanel';
import { Text } from './components/Text';
import { Toolbox } from './components/Toolbox';
import { Topbar } from './components/Topbar';

export function App() {
  return (
    <Editor resolver={{ Button, Card, CardBottom, CardTop, Container, Text }} onRender={RenderNode}>
      <div className="app">
        <Topbar />
        <div className="workspace">
          <main className="canvas" aria-label="Page canvas">
            <Frame>
              <Element is={Container} canvas background="#f1f5f9" padding={16}>
                <Card background="#ffffff" padding={16} />
                <Button text="Click me" size="small" variant="filled" color="primary" />
                <Text text="Hi world!" fontSize={18} />
                <Element is={Container} canvas background="#e2e8f0" padding={12}>
                  <Text text="A container inside a container" fontSize={16} />
                </Element>
              </Element>
            </Frame>
          </main>
          <aside className="panel" aria-label="Editor tools">
            <Toolbox />
            <SettingsPanel />
          </aside>
        </div>
      </div>
    </Editor>
  );
}
