import { describe, expect, it } from 'vitest';
import {
  certificateProblem,
  idCardProblem,
  idCheckChar,
  maskCertificateNumber,
  maskPersonName,
  normaliseCertificateNumber,
} from '../../src/core/identity.ts';

const TODAY = '2026-11-29';
/** A number with a right check character: 17 digits and the character they give. */
const withCheck = (first17: string) => `${first17}${idCheckChar(first17)}`;

describe('mainland ID numbers', () => {
  it('accepts a number whose check character and birth date are right', () => {
    expect(idCheckChar('11010519491231002')).toBe('X');
    expect(idCardProblem('11010519491231002X', TODAY)).toBeNull();
    expect(idCardProblem(withCheck('51010719900307123'), TODAY)).toBeNull();
  });

  it('refuses a wrong check character', () => {
    expect(idCardProblem('110105194912310021', TODAY)).toBe('CHECKSUM');
  });

  it('refuses impossible and future birth dates, and dates before 1900', () => {
    expect(idCardProblem(withCheck('11010519490231002'), TODAY)).toBe('BIRTH_DATE');
    expect(idCardProblem(withCheck('11010520261130002'), TODAY)).toBe('BIRTH_DATE');
    expect(idCardProblem(withCheck('11010518991231002'), TODAY)).toBe('BIRTH_DATE');
    expect(idCardProblem(withCheck('11010520261129002'), TODAY)).toBeNull();
  });

  it('refuses a wrong length, letters inside and unknown provinces', () => {
    expect(idCardProblem('', TODAY)).toBe('REQUIRED');
    expect(idCardProblem('1101051949123100', TODAY)).toBe('FORMAT');
    expect(idCardProblem('1101051949123A002X', TODAY)).toBe('FORMAT');
    expect(idCardProblem(withCheck('99010519491231002'), TODAY)).toBe('FORMAT');
  });
});

describe('other documents', () => {
  it('checks each kind by its own format', () => {
    expect(certificateProblem('PASSPORT', 'E12345678', TODAY)).toBeNull();
    expect(certificateProblem('PASSPORT', 'E1', TODAY)).toBe('FORMAT');
    expect(certificateProblem('HONG_KONG_MACAU_PASS', 'H12345678', TODAY)).toBeNull();
    expect(certificateProblem('HONG_KONG_MACAU_PASS', 'M1234567801', TODAY)).toBeNull();
    expect(certificateProblem('HONG_KONG_MACAU_PASS', 'X12345678', TODAY)).toBe('FORMAT');
    expect(certificateProblem('TAIWAN_PASS', '12345678', TODAY)).toBeNull();
    expect(certificateProblem('TAIWAN_PASS', '1234567', TODAY)).toBe('FORMAT');
    expect(certificateProblem('FOREIGN_PERMANENT_RESIDENT', 'USA123456789012', TODAY)).toBeNull();
    expect(certificateProblem('FOREIGN_PERMANENT_RESIDENT', withCheck('93310019900101123'), TODAY)).toBeNull();
    expect(certificateProblem('FOREIGN_PERMANENT_RESIDENT', '933100199001011230', TODAY)).not.toBeNull();
    expect(certificateProblem('ID_CARD', '', TODAY)).toBe('REQUIRED');
  });

  it('normalises spaces and case before checking', () => {
    expect(normaliseCertificateNumber(' 1101 0519 4912 3100 2x ')).toBe('11010519491231002X');
    expect(normaliseCertificateNumber('e1234 5678')).toBe('E12345678');
  });
});

describe('masks', () => {
  it('keeps only the ends of a number', () => {
    expect(maskCertificateNumber('11010519491231002X')).toBe('1101**********002X');
    expect(maskCertificateNumber('E12345678')).toBe('E1*****78');
    expect(maskCertificateNumber('ABCDE')).toBe('A***E');
    expect(maskCertificateNumber('AB')).toBe('**');
  });

  it('keeps the first character of a name', () => {
    expect(maskPersonName('张三丰')).toBe('张**');
    expect(maskPersonName('李')).toBe('李*');
    expect(maskPersonName(' ')).toBe('');
  });
});
