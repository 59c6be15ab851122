/** Types of the parts of gifenc (pure-JS GIF encoder, no types of its own) that the generator uses. */
declare module 'gifenc' {
  export type Palette = number[][];
  export interface FrameOptions {
    palette?: Palette;
    delay?: number;
    repeat?: number;
    transparent?: boolean;
    dispose?: number;
  }
  export interface Encoder {
    writeFrame(index: Uint8Array, width: number, height: number, opts?: FrameOptions): void;
    finish(): void;
    bytes(): Uint8Array;
  }
  export interface GifencApi {
    GIFEncoder(opts?: { auto?: boolean; initialCapacity?: number }): Encoder;
    applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: Palette, format?: 'rgb565' | 'rgb444' | 'rgba4444'): Uint8Array;
  }
  const gifenc: GifencApi;
  export default gifenc;
}
