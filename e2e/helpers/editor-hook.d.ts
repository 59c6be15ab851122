// The drawing editor's read-only test hook (apps/web/src/editor/Editor.tsx, EditorTestHook), as the
// browser tests use it inside page.evaluate. Kept structural: e2e does not compile the web app.
export {};

interface E2eSceneObject {
  id: string;
  type: string;
  x: number;
  y: number;
  [key: string]: unknown;
}

declare global {
  interface Window {
    __pranchetaEditor?: {
      getDocument: () => { objects: E2eSceneObject[]; frames: number; backgroundImage: string; [key: string]: unknown };
      getState: () => { selection: string[]; changes: number; tool: string; [key: string]: unknown };
      toPage: (x: number, y: number) => { x: number; y: number };
    };
    /** The video mode's hook (apps/web/src/editor/video/VideoWorkspace.tsx). */
    __pranchetaVideo?: {
      getAnimation: () => { frames: number; objects: E2eSceneObject[]; [key: string]: unknown };
      load: (doc: unknown) => void;
      preview: (speed: number) => Promise<unknown>;
      record: (speed: number) => Promise<unknown>;
      readonly lastPlayback: { completed: boolean; frameTimes: number[]; [key: string]: unknown } | null;
    };
  }
}
