import { describe, expect, it } from 'vitest';
import { IP_MESSAGE, ipProblem, isIpAddress, normalizeIp } from './ipAddress.ts';
import { isMacAddress, MAC_MESSAGE, macProblem, normalizeMac } from './macAddress.ts';

describe('IP address input', () => {
  it('takes four dotted numeric groups with an optional /prefix', () => {
    expect(isIpAddress('192.168.1.20')).toBe(true);
    expect(isIpAddress('10.0.0.0/8')).toBe(true);
    expect(isIpAddress('0.0.0.0/32')).toBe(true);
  });
  it('refuses groups over 255, missing groups, prefixes over 32 and letters', () => {
    for (const bad of ['256.1.1.1', '10.0.0', '10.0.0.0/33', '10.0.0.a', '1.2.3.4/', '1.2.3.4.5']) expect(isIpAddress(bad)).toBe(false);
  });
  it('drops spaces and says what is wrong', () => {
    expect(normalizeIp(' 10.0.0.1 ')).toBe('10.0.0.1');
    expect(ipProblem('10.0.0.1 ')).toBeNull();
    expect(ipProblem('10.0.0')).toBe(IP_MESSAGE);
    expect(ipProblem('')).toBeNull();
  });
});

describe('MAC address input', () => {
  it('turns dashes into colons and letters upper case', () => {
    expect(normalizeMac('aa-bb-cc-dd-ee-0f')).toBe('AA:BB:CC:DD:EE:0F');
    expect(normalizeMac(' 00:1a:2b:3c:4d:5e ')).toBe('00:1A:2B:3C:4D:5E');
  });
  it('takes six pairs of hex digits', () => {
    expect(isMacAddress('00:1A:2B:3C:4D:5E')).toBe(true);
    expect(isMacAddress('00-1a-2b-3c-4d-5e')).toBe(true);
    expect(isMacAddress('00:1A:2B:3C:4D')).toBe(false);
    expect(isMacAddress('00:1A:2B:3C:4D:5G')).toBe(false);
    expect(macProblem('001A2B3C4D5E')).toBe(MAC_MESSAGE);
    expect(macProblem('')).toBeNull();
  });
});
