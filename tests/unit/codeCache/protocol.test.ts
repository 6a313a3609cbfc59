import { describe, expect, it } from 'vitest';
import { assetModuleNames, decodeModules, encodeModules } from '@/codeCache/protocol';

describe('code-cache frame protocol: the chunk names', () => {
  it('carries chunk file names, each once, and drops anything that is not one', () => {
    const value = encodeModules(['index-Ab1.js', 'widgets-core-X_y.js', 'index-Ab1.js', '../evil.js', 'a/b.js', 'x.js?y', 'style.css', 'https://evil.example/x.js']);
    expect(value).toBe('index-Ab1.js widgets-core-X_y.js');
    expect(decodeModules(value)).toEqual(['index-Ab1.js', 'widgets-core-X_y.js']);
  });

  it('reads nothing but chunk names from the attribute, whatever it holds', () => {
    expect(decodeModules(null)).toEqual([]);
    expect(decodeModules('')).toEqual([]);
    expect(decodeModules(' a.js  /assets/b.js javascript:alert(1).js c.mjs d.js ')).toEqual(['a.js', 'd.js']);
  });

  it("picks the app's own chunks from a page's resource URLs: same origin, under <base>assets/, scripts only", () => {
    const urls = [
      'http://app.test/assets/index-1.js',
      'http://app.test/assets/index-1.css',
      'http://app.test/assets/icons/x.js',
      'http://cdn.test/assets/other.js',
      'http://app.test/wecom/api/getX.do',
      '/assets/page-2.js',
      'http://app.test/assets/index-1.js',
      'not a url ::',
    ];
    expect(assetModuleNames(urls, 'http://app.test', '/')).toEqual(['index-1.js', 'page-2.js']);
    expect(assetModuleNames(['http://app.test/wecom/assets/a.js', 'http://app.test/assets/b.js'], 'http://app.test', '/wecom')).toEqual(['a.js']);
  });
});
