import * as migration_20261121_170710_initial from './20261121_170710_initial';
import * as migration_20261121_193646_buy_price from './20261121_193646_buy_price';
import * as migration_20261124_163244_hardening from './20261124_163244_hardening';
import * as migration_20261124_172052_fleet_storage from './20261124_172052_fleet_storage';

export const migrations = [
  {
    up: migration_20261121_170710_initial.up,
    down: migration_20261121_170710_initial.down,
    name: '20261121_170710_initial',
  },
  {
    up: migration_20261121_193646_buy_price.up,
    down: migration_20261121_193646_buy_price.down,
    name: '20261121_193646_buy_price',
  },
  {
    up: migration_20261124_163244_hardening.up,
    down: migration_20261124_163244_hardening.down,
    name: '20261124_163244_hardening',
  },
  {
    up: migration_20261124_172052_fleet_storage.up,
    down: migration_20261124_172052_fleet_storage.down,
    name: '20261124_172052_fleet_storage'
  },
];
