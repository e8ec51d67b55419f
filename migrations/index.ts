import * as migration_20261121_163425_initial from './20261121_163425_initial';

export const migrations = [
  {
    up: migration_20261121_163425_initial.up,
    down: migration_20261121_163425_initial.down,
    name: '20261121_163425_initial'
  },
];
