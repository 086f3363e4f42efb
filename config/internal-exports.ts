/**
 * Exports of the packages that are public only by accident of `export *`: the library uses them itself, or they
 * exist for its own tests. They are shown to readers on the NodeHelpers page ("Internal exports") and are the only
 * exports tests/docs/exports.test.ts lets go undocumented. Each entry says why it is internal.
 */
export interface InternalExport {
  name: string;
  package: '@craftjs/core' | '@craftjs/layers';
  reason: string;
}

export const INTERNAL_EXPORTS: readonly InternalExport[] = [
  { name: 'expectEditorState', package: '@craftjs/core', reason: "Test helper from craft.js's own test suite." },
  { name: 'createTestNodes', package: '@craftjs/core', reason: "Test helper from craft.js's own test suite." },
  { name: 'createTestState', package: '@craftjs/core', reason: "Test helper from craft.js's own test suite." },
  {
    name: 'editorInitialState',
    package: '@craftjs/core',
    reason: 'The starting state the Editor builds its store from; pass options to <Editor /> instead.',
  },
  {
    name: 'ActionMethodsWithConfig',
    package: '@craftjs/core',
    reason: 'The store definition behind useEditor().actions; call the actions from useEditor instead.',
  },
  {
    name: 'QueryMethods',
    package: '@craftjs/core',
    reason: 'The factory behind useEditor().query; use the query object from useEditor instead.',
  },
  {
    name: 'useEditorStore',
    package: '@craftjs/core',
    reason: 'Creates the store that <Editor /> provides; an app never creates a second one.',
  },
  {
    name: 'EditorStore',
    package: '@craftjs/core',
    reason: 'Type of that store (useEditor().store, the handlers option).',
  },
  {
    name: 'ConnectedEditor',
    package: '@craftjs/core',
    reason: 'Return type of an internal hook; use useEditorReturnType.',
  },
  {
    name: 'deprecateCanvasComponent',
    package: '@craftjs/core',
    reason:
      'Prints the <Canvas /> deprecation warning; called when a <Canvas /> mounts, and when one without is becomes a node.',
  },
  {
    name: 'defaultElementProps',
    package: '@craftjs/core',
    reason:
      'Names the props <Element /> turns into node settings (is, canvas, custom, hidden), with default values that parsing never applies (an <Element> without is fails the resolver check); see the <Element /> page.',
  },
  {
    name: 'elementPropToNodeData',
    package: '@craftjs/core',
    reason: 'Maps <Element /> props to node data fields (is → type, canvas → isCanvas) while parsing.',
  },
  {
    name: 'NodeElement',
    package: '@craftjs/core',
    reason:
      'Renders one node by id inside the Frame; the Frame and Element render it for you. Only a canvas that places its children itself needs it (drop-slot.tsx).',
  },
  { name: 'NodeElementProps', package: '@craftjs/core', reason: 'Props of NodeElement.' },
  {
    name: 'NodeProvider',
    package: '@craftjs/core',
    reason: 'Provides the node context useNode reads; every rendered node is wrapped in one for you.',
  },
  {
    name: 'Events',
    package: '@craftjs/core',
    reason: 'Mounts the event handlers and the drop indicator; <Editor /> renders it around its children.',
  },
  {
    name: 'Positioner',
    package: '@craftjs/core',
    reason: 'Computes the drop indicator during a drag for DefaultEventHandlers.',
  },
  {
    name: 'createShadow',
    package: '@craftjs/core',
    reason: 'Builds the drag image for DefaultEventHandlers.',
  },
  {
    name: 'useEventHandler',
    package: '@craftjs/core',
    reason:
      'Reads the event handler instance from context; connectors from useEditor and useNode wrap it. Only a drop handler of your own reads its dragTarget (toolbox-drop-layer.tsx).',
  },
  {
    name: 'serializeNode',
    package: '@craftjs/core',
    reason: 'Turns node data into a SerializedNode; use query.node(id).toSerializedNode() or query.serialize().',
  },
  {
    name: 'NodeSelectorWrapper',
    package: '@craftjs/core',
    reason: 'Internal result type of the function that resolves a NodeSelector to nodes.',
  },
  {
    name: 'NodeInfo',
    package: '@craftjs/core',
    reason: 'Position and size of a node’s DOM, measured while computing the drop indicator.',
  },
  { name: 'DOMInfo', package: '@craftjs/core', reason: 'Measured box of a DOM element, used inside NodeInfo.' },
  {
    name: 'DragTarget',
    package: '@craftjs/core',
    reason: 'What DefaultEventHandlers is dragging: existing nodes or a new tree.',
  },
  {
    name: 'ReduceCompType',
    package: '@craftjs/core',
    reason: 'Part of SerializedNode.type (a tag name or { resolvedName }).',
  },
  { name: 'ReducedComp', package: '@craftjs/core', reason: 'The type/isCanvas/props part of a SerializedNode.' },
];
