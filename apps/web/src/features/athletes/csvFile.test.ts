import { describe, expect, it } from 'vitest';
import { decodeCsvBytes } from './csvFile.ts';

const bytes = (s: string, encoding: BufferEncoding = 'latin1') => new Uint8Array(Buffer.from(s, encoding));

describe('decodeCsvBytes', () => {
  it('reads Excel pt-BR "CSV (separado por vírgulas)": Windows-1252, no BOM', () => {
    expect(decodeCsvBytes(bytes('nome;grupo\r\nC\xe9u Ribeir\xe3o;S\xe3o Jo\xe3o\r\n'))).toEqual({ text: 'nome;grupo\r\nCéu Ribeirão;São João\r\n', encoding: 'windows-1252' });
    // Windows-1252 beyond ISO-8859-1: curly quotes and the euro sign.
    expect(decodeCsvBytes(bytes('nome\r\n\x93Z\xe9\x94 \x80\r\n')).text).toBe('nome\r\n“Zé” €\r\n');
  });

  it('reads UTF-8 with and without a BOM, and UTF-16 with one', () => {
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('nome\nCéu', 'utf8')]))).toEqual({ text: 'nome\nCéu', encoding: 'utf-8' });
    expect(decodeCsvBytes(bytes('nome\nCéu Ribeirão', 'utf8'))).toEqual({ text: 'nome\nCéu Ribeirão', encoding: 'utf-8' });
    expect(decodeCsvBytes(new Uint8Array([0xff, 0xfe, ...bytes('nome\tgrupo\nCéu\tA', 'utf16le')]))).toEqual({ text: 'nome\tgrupo\nCéu\tA', encoding: 'utf-16le' });
  });

  it('refuses a workbook or other binary file, and a UTF-8 BOM over bytes that are not UTF-8', () => {
    expect(decodeCsvBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]))).toEqual({ text: null });
    expect(decodeCsvBytes(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toEqual({ text: null });
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('nome\nC\xe9u')]))).toEqual({ text: null });
  });
});
