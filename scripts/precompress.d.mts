export declare function precompress(dir: string): { files: number; bytes: number; brotliBytes: number };
