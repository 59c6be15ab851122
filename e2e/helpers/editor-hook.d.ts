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

/** The frame-exact exporter's answer (VideoWorkspace's ExportedFile). */
interface E2eExportedFile {
  url: string;
  bytes: number;
  mime: string;
  format: string;
  frames: number;
  fps: number;
  width: number;
  height: number;
  animationMs: number;
  fileMs: number;
  elapsedMs: number;
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
      exportFile: (format: 'mp4' | 'webm' | 'gif', speed: number) => Promise<E2eExportedFile>;
      exportSupport: () => Promise<{ mp4: boolean; webm: 'vp9' | 'vp8' | null }>;
      readonly lastPlayback: { completed: boolean; frameTimes: number[]; [key: string]: unknown } | null;
    };
  }
}
