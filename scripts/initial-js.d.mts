export declare const gzipBytes: (file: string) => number;
export declare function initialJsFiles(): Set<string>;
export declare const assetsEndingWith: (ext: string) => string[];
