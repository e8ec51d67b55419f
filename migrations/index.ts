import * as migration_20261121_170710_initial from './20261121_170710_initial';

export const migrations = [
  {
    up: migration_20261121_170710_initial.up,
    down: migration_20261121_170710_initial.down,
    name: '20261121_170710_initial'
  },
];
