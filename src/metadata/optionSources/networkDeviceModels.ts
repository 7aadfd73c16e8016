import { listSource } from './source.ts';

/**
 * The network devices a venue installation is built from (PoE switches for the cameras, the router and
 * its 4G fallback). A new model joins this list before a venue may record it.
 */
export const networkDeviceModels = listSource(
  { description: 'The network device models venues are equipped with.', noun: 'a known network device model' },
  () => [
    { value: 'ubiquiti-usw-lite-8-poe', label: 'Ubiquiti UniFi Switch Lite 8 PoE' },
    { value: 'ubiquiti-usw-24-poe', label: 'Ubiquiti UniFi Switch 24 PoE' },
    { value: 'ubiquiti-udm-pro', label: 'Ubiquiti UniFi Dream Machine Pro' },
    { value: 'mikrotik-rb760igs', label: 'MikroTik hEX S' },
    { value: 'teltonika-rutx11', label: 'Teltonika RUTX11' },
    { value: 'tp-link-tl-sg1008p', label: 'TP-Link TL-SG1008P' },
  ],
);
