import * as migration_20261121_170710_initial from './20261121_170710_initial';
import * as migration_20261121_193646_buy_price from './20261121_193646_buy_price';
import * as migration_20261124_162457_game_art from './20261124_162457_game_art';
import * as migration_20261124_163244_hardening from './20261124_163244_hardening';
import * as migration_20261124_164000_label_keys from './20261124_164000_label_keys';
import * as migration_20261124_171756_glossary_optional_texts from './20261124_171756_glossary_optional_texts';
import * as migration_20261124_172052_fleet_storage from './20261124_172052_fleet_storage';
import * as migration_20261124_174911_round_sync from './20261124_174911_round_sync';
import * as migration_20261124_201243_translation_indexes from './20261124_201243_translation_indexes';
import * as migration_20261125_110114_demo_content_mark from './20261125_110114_demo_content_mark';
import * as migration_20261125_173447_market_conventions from './20261125_173447_market_conventions';
import * as migration_20261125_184226_labels_per_place_and_wechat from './20261125_184226_labels_per_place_and_wechat';
import * as migration_20261125_191959_translation_states from './20261125_191959_translation_states';
import * as migration_20261125_194224_failed_purges from './20261125_194224_failed_purges';
import * as migration_20261125_213233_glossary_mechanics from './20261125_213233_glossary_mechanics';
import * as migration_20261125_215019_game_heading from './20261125_215019_game_heading';
import * as migration_20261126_004751_labels_menu_links_terms_date from './20261126_004751_labels_menu_links_terms_date';
import * as migration_20261126_021000_labels_in_each_language from './20261126_021000_labels_in_each_language';
import * as migration_20261128_165007_no_account_lock from './20261128_165007_no_account_lock';
import * as migration_20261128_204002_copy_structure from './20261128_204002_copy_structure';
import * as migration_20261128_204003_copy_structure_texts from './20261128_204003_copy_structure_texts';
import * as migration_20261128_204235_purge_edge_task from './20261128_204235_purge_edge_task';
import * as migration_20261128_234127_game_search from './20261128_234127_game_search';
import * as migration_20261129_010000_admin_publish from './20261129_010000_admin_publish';
import * as migration_20261129_011000_copy_review_texts from './20261129_011000_copy_review_texts';
import * as migration_20261129_034000_us_english_words from './20261129_034000_us_english_words';
import * as migration_20261129_040841_label_range from './20261129_040841_label_range';
import * as migration_20261129_042417_search_unaccent from './20261129_042417_search_unaccent';
import * as migration_20261129_061339_copy_layout_labels from './20261129_061339_copy_layout_labels';
import * as migration_20261129_061340_copy_layout_texts from './20261129_061340_copy_layout_texts';
import * as migration_20261129_100000_translation_status from './20261129_100000_translation_status';
import * as migration_20261129_101500_web_platform_label from './20261129_101500_web_platform_label';
import * as migration_20261129_170509_search_matches_label from './20261129_170509_search_matches_label';
import * as migration_20261129_195217_label_special_shot_names from './20261129_195217_label_special_shot_names';
import * as migration_20261129_202654_game_shot_names from './20261129_202654_game_shot_names';
import * as migration_20261129_211524_fishing_win_meter from './20261129_211524_fishing_win_meter';
import * as migration_20261129_233154_fish_top_pay from './20261129_233154_fish_top_pay';
import * as migration_20261130_060105_label_list_titles from './20261130_060105_label_list_titles';
import * as migration_20261130_100838_label_tab_descriptions from './20261130_100838_label_tab_descriptions';

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
    up: migration_20261124_162457_game_art.up,
    down: migration_20261124_162457_game_art.down,
    name: '20261124_162457_game_art',
  },
  {
    up: migration_20261124_163244_hardening.up,
    down: migration_20261124_163244_hardening.down,
    name: '20261124_163244_hardening',
  },
  {
    up: migration_20261124_164000_label_keys.up,
    down: migration_20261124_164000_label_keys.down,
    name: '20261124_164000_label_keys',
  },
  {
    up: migration_20261124_171756_glossary_optional_texts.up,
    down: migration_20261124_171756_glossary_optional_texts.down,
    name: '20261124_171756_glossary_optional_texts',
  },
  {
    up: migration_20261124_172052_fleet_storage.up,
    down: migration_20261124_172052_fleet_storage.down,
    name: '20261124_172052_fleet_storage',
  },
  {
    up: migration_20261124_174911_round_sync.up,
    down: migration_20261124_174911_round_sync.down,
    name: '20261124_174911_round_sync',
  },
  {
    up: migration_20261124_201243_translation_indexes.up,
    down: migration_20261124_201243_translation_indexes.down,
    name: '20261124_201243_translation_indexes',
  },
  {
    up: migration_20261125_110114_demo_content_mark.up,
    down: migration_20261125_110114_demo_content_mark.down,
    name: '20261125_110114_demo_content_mark',
  },
  {
    up: migration_20261125_173447_market_conventions.up,
    down: migration_20261125_173447_market_conventions.down,
    name: '20261125_173447_market_conventions',
  },
  {
    up: migration_20261125_184226_labels_per_place_and_wechat.up,
    down: migration_20261125_184226_labels_per_place_and_wechat.down,
    name: '20261125_184226_labels_per_place_and_wechat',
  },
  {
    up: migration_20261125_191959_translation_states.up,
    down: migration_20261125_191959_translation_states.down,
    name: '20261125_191959_translation_states',
  },
  {
    up: migration_20261125_194224_failed_purges.up,
    down: migration_20261125_194224_failed_purges.down,
    name: '20261125_194224_failed_purges',
  },
  {
    up: migration_20261125_213233_glossary_mechanics.up,
    down: migration_20261125_213233_glossary_mechanics.down,
    name: '20261125_213233_glossary_mechanics',
  },
  {
    up: migration_20261125_215019_game_heading.up,
    down: migration_20261125_215019_game_heading.down,
    name: '20261125_215019_game_heading',
  },
  {
    up: migration_20261126_004751_labels_menu_links_terms_date.up,
    down: migration_20261126_004751_labels_menu_links_terms_date.down,
    name: '20261126_004751_labels_menu_links_terms_date',
  },
  {
    up: migration_20261126_021000_labels_in_each_language.up,
    down: migration_20261126_021000_labels_in_each_language.down,
    name: '20261126_021000_labels_in_each_language',
  },
  {
    up: migration_20261128_165007_no_account_lock.up,
    down: migration_20261128_165007_no_account_lock.down,
    name: '20261128_165007_no_account_lock',
  },
  {
    up: migration_20261128_204002_copy_structure.up,
    down: migration_20261128_204002_copy_structure.down,
    name: '20261128_204002_copy_structure',
  },
  {
    up: migration_20261128_204003_copy_structure_texts.up,
    down: migration_20261128_204003_copy_structure_texts.down,
    name: '20261128_204003_copy_structure_texts',
  },
  {
    up: migration_20261128_204235_purge_edge_task.up,
    down: migration_20261128_204235_purge_edge_task.down,
    name: '20261128_204235_purge_edge_task',
  },
  {
    up: migration_20261128_234127_game_search.up,
    down: migration_20261128_234127_game_search.down,
    name: '20261128_234127_game_search',
  },
  {
    up: migration_20261129_010000_admin_publish.up,
    down: migration_20261129_010000_admin_publish.down,
    name: '20261129_010000_admin_publish',
  },
  {
    up: migration_20261129_011000_copy_review_texts.up,
    down: migration_20261129_011000_copy_review_texts.down,
    name: '20261129_011000_copy_review_texts',
  },
  {
    up: migration_20261129_034000_us_english_words.up,
    down: migration_20261129_034000_us_english_words.down,
    name: '20261129_034000_us_english_words',
  },
  {
    up: migration_20261129_040841_label_range.up,
    down: migration_20261129_040841_label_range.down,
    name: '20261129_040841_label_range',
  },
  {
    up: migration_20261129_042417_search_unaccent.up,
    down: migration_20261129_042417_search_unaccent.down,
    name: '20261129_042417_search_unaccent',
  },
  {
    up: migration_20261129_061339_copy_layout_labels.up,
    down: migration_20261129_061339_copy_layout_labels.down,
    name: '20261129_061339_copy_layout_labels',
  },
  {
    up: migration_20261129_061340_copy_layout_texts.up,
    down: migration_20261129_061340_copy_layout_texts.down,
    name: '20261129_061340_copy_layout_texts',
  },
  {
    up: migration_20261129_100000_translation_status.up,
    down: migration_20261129_100000_translation_status.down,
    name: '20261129_100000_translation_status',
  },
  {
    up: migration_20261129_101500_web_platform_label.up,
    down: migration_20261129_101500_web_platform_label.down,
    name: '20261129_101500_web_platform_label',
  },
  {
    up: migration_20261129_170509_search_matches_label.up,
    down: migration_20261129_170509_search_matches_label.down,
    name: '20261129_170509_search_matches_label',
  },
  {
    up: migration_20261129_195217_label_special_shot_names.up,
    down: migration_20261129_195217_label_special_shot_names.down,
    name: '20261129_195217_label_special_shot_names',
  },
  {
    up: migration_20261129_202654_game_shot_names.up,
    down: migration_20261129_202654_game_shot_names.down,
    name: '20261129_202654_game_shot_names',
  },
  {
    up: migration_20261129_211524_fishing_win_meter.up,
    down: migration_20261129_211524_fishing_win_meter.down,
    name: '20261129_211524_fishing_win_meter',
  },
  {
    up: migration_20261129_233154_fish_top_pay.up,
    down: migration_20261129_233154_fish_top_pay.down,
    name: '20261129_233154_fish_top_pay',
  },
  {
    up: migration_20261130_060105_label_list_titles.up,
    down: migration_20261130_060105_label_list_titles.down,
    name: '20261130_060105_label_list_titles',
  },
  {
    up: migration_20261130_100838_label_tab_descriptions.up,
    down: migration_20261130_100838_label_tab_descriptions.down,
    name: '20261130_100838_label_tab_descriptions'
  },
];
