import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en-US', 'id-ID', 'hi-IN', 'ja-JP', 'ko-KR', 'pt-BR', 'th-TH', 'zh-TW', 'vi-VN', 'zh-CN');
  CREATE TYPE "public"."enum_games_supported_languages" AS ENUM('en-US', 'id-ID', 'hi-IN', 'ja-JP', 'ko-KR', 'pt-BR', 'th-TH', 'zh-TW', 'vi-VN', 'zh-CN');
  CREATE TYPE "public"."enum_games_platforms" AS ENUM('windows', 'mac', 'android', 'ios', 'html5');
  CREATE TYPE "public"."enum_games_sites" AS ENUM('en', 'ph', 'id', 'in', 'jp', 'kr', 'pt', 'th', 'hk', 'vn', 'cn');
  CREATE TYPE "public"."enum_games_kind" AS ENUM('slot', 'fish', 'arcade', 'board');
  CREATE TYPE "public"."enum_games_theme" AS ENUM('chinese', 'classic', 'fantasy', 'fishing', 'western');
  CREATE TYPE "public"."enum_games_layout_mode" AS ENUM('lines', 'ways', 'megaways', 'none');
  CREATE TYPE "public"."enum_games_max_multiplier_kind" AS ENUM('value', 'unlimited', 'none');
  CREATE TYPE "public"."enum_games_volatility" AS ENUM('low', 'medium', 'high', 'very-high');
  CREATE TYPE "public"."enum_games_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__games_v_version_supported_languages" AS ENUM('en-US', 'id-ID', 'hi-IN', 'ja-JP', 'ko-KR', 'pt-BR', 'th-TH', 'zh-TW', 'vi-VN', 'zh-CN');
  CREATE TYPE "public"."enum__games_v_version_platforms" AS ENUM('windows', 'mac', 'android', 'ios', 'html5');
  CREATE TYPE "public"."enum__games_v_version_sites" AS ENUM('en', 'ph', 'id', 'in', 'jp', 'kr', 'pt', 'th', 'hk', 'vn', 'cn');
  CREATE TYPE "public"."enum__games_v_version_kind" AS ENUM('slot', 'fish', 'arcade', 'board');
  CREATE TYPE "public"."enum__games_v_version_theme" AS ENUM('chinese', 'classic', 'fantasy', 'fishing', 'western');
  CREATE TYPE "public"."enum__games_v_version_layout_mode" AS ENUM('lines', 'ways', 'megaways', 'none');
  CREATE TYPE "public"."enum__games_v_version_max_multiplier_kind" AS ENUM('value', 'unlimited', 'none');
  CREATE TYPE "public"."enum__games_v_version_volatility" AS ENUM('low', 'medium', 'high', 'very-high');
  CREATE TYPE "public"."enum__games_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__games_v_published_locale" AS ENUM('en-US', 'id-ID', 'hi-IN', 'ja-JP', 'ko-KR', 'pt-BR', 'th-TH', 'zh-TW', 'vi-VN', 'zh-CN');
  CREATE TYPE "public"."enum_enquiries_status" AS ENUM('new', 'in-progress', 'answered', 'spam');
  CREATE TYPE "public"."enum_enquiries_type" AS ENUM('integration', 'partnership', 'demo', 'other');
  CREATE TYPE "public"."enum_enquiries_locale" AS ENUM('en-US', 'id-ID', 'hi-IN', 'ja-JP', 'ko-KR', 'pt-BR', 'th-TH', 'zh-TW', 'vi-VN', 'zh-CN');
  CREATE TYPE "public"."enum_enquiries_channel" AS ENUM('email', 'telegram', 'whatsapp', 'skype');
  CREATE TYPE "public"."enum_users_languages" AS ENUM('en-US', 'id-ID', 'hi-IN', 'ja-JP', 'ko-KR', 'pt-BR', 'th-TH', 'zh-TW', 'vi-VN', 'zh-CN');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'translator', 'sales');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_home_sections_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_sections_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_sections_v_published_locale" AS ENUM('en-US', 'id-ID', 'hi-IN', 'ja-JP', 'ko-KR', 'pt-BR', 'th-TH', 'zh-TW', 'vi-VN', 'zh-CN');
  CREATE TYPE "public"."enum_label_sets_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__label_sets_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__label_sets_v_published_locale" AS ENUM('en-US', 'id-ID', 'hi-IN', 'ja-JP', 'ko-KR', 'pt-BR', 'th-TH', 'zh-TW', 'vi-VN', 'zh-CN');
  CREATE TYPE "public"."enum_form_labels_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__form_labels_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__form_labels_v_published_locale" AS ENUM('en-US', 'id-ID', 'hi-IN', 'ja-JP', 'ko-KR', 'pt-BR', 'th-TH', 'zh-TW', 'vi-VN', 'zh-CN');
  CREATE TYPE "public"."enum_demo_labels_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__demo_labels_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__demo_labels_v_published_locale" AS ENUM('en-US', 'id-ID', 'hi-IN', 'ja-JP', 'ko-KR', 'pt-BR', 'th-TH', 'zh-TW', 'vi-VN', 'zh-CN');
  CREATE TYPE "public"."enum_terms_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__terms_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__terms_page_v_published_locale" AS ENUM('en-US', 'id-ID', 'hi-IN', 'ja-JP', 'ko-KR', 'pt-BR', 'th-TH', 'zh-TW', 'vi-VN', 'zh-CN');
  CREATE TYPE "public"."enum_site_settings_social_network" AS ENUM('telegram', 'linkedin', 'x', 'youtube', 'facebook', 'instagram');
  CREATE TABLE "games_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "games_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "games_supported_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_games_supported_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "games_platforms" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_games_platforms",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "games_sites" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_games_sites",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "games" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"game_id" numeric,
  	"kind" "enum_games_kind" DEFAULT 'slot',
  	"theme" "enum_games_theme",
  	"video_id" integer,
  	"layout_mode" "enum_games_layout_mode" DEFAULT 'lines',
  	"layout_reels" numeric,
  	"layout_rows" numeric,
  	"layout_lines" numeric,
  	"layout_ways" numeric,
  	"layout_max_rows_per_reel" varchar,
  	"max_multiplier_kind" "enum_games_max_multiplier_kind" DEFAULT 'value',
  	"max_multiplier_value" numeric,
  	"rtp" numeric,
  	"volatility" "enum_games_volatility",
  	"hit_frequency" numeric,
  	"bet_min" numeric,
  	"bet_max" numeric,
  	"buy_feature" boolean DEFAULT false,
  	"mechanics_free_spins" numeric,
  	"mechanics_free_spin_multiplier" numeric,
  	"mechanics_respin" boolean DEFAULT false,
  	"release_year" numeric,
  	"names_es_e_s" varchar,
  	"names_my_m_m" varchar,
  	"names_km_k_h" varchar,
  	"demo_available" boolean DEFAULT true,
  	"demo_launch_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_games_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "games_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"description" jsonb,
  	"type_text" varchar,
  	"cover_id" integer,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_games_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_games_v_version_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_games_v_version_supported_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__games_v_version_supported_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_games_v_version_platforms" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__games_v_version_platforms",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_games_v_version_sites" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__games_v_version_sites",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_games_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_game_id" numeric,
  	"version_kind" "enum__games_v_version_kind" DEFAULT 'slot',
  	"version_theme" "enum__games_v_version_theme",
  	"version_video_id" integer,
  	"version_layout_mode" "enum__games_v_version_layout_mode" DEFAULT 'lines',
  	"version_layout_reels" numeric,
  	"version_layout_rows" numeric,
  	"version_layout_lines" numeric,
  	"version_layout_ways" numeric,
  	"version_layout_max_rows_per_reel" varchar,
  	"version_max_multiplier_kind" "enum__games_v_version_max_multiplier_kind" DEFAULT 'value',
  	"version_max_multiplier_value" numeric,
  	"version_rtp" numeric,
  	"version_volatility" "enum__games_v_version_volatility",
  	"version_hit_frequency" numeric,
  	"version_bet_min" numeric,
  	"version_bet_max" numeric,
  	"version_buy_feature" boolean DEFAULT false,
  	"version_mechanics_free_spins" numeric,
  	"version_mechanics_free_spin_multiplier" numeric,
  	"version_mechanics_respin" boolean DEFAULT false,
  	"version_release_year" numeric,
  	"version_names_es_e_s" varchar,
  	"version_names_my_m_m" varchar,
  	"version_names_km_k_h" varchar,
  	"version_demo_available" boolean DEFAULT true,
  	"version_demo_launch_url" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__games_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__games_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_games_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_description" jsonb,
  	"version_type_text" varchar,
  	"version_cover_id" integer,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumb_url" varchar,
  	"sizes_thumb_width" numeric,
  	"sizes_thumb_height" numeric,
  	"sizes_thumb_mime_type" varchar,
  	"sizes_thumb_filesize" numeric,
  	"sizes_thumb_filename" varchar,
  	"sizes_og_url" varchar,
  	"sizes_og_width" numeric,
  	"sizes_og_height" numeric,
  	"sizes_og_mime_type" varchar,
  	"sizes_og_filesize" numeric,
  	"sizes_og_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account" varchar NOT NULL,
  	"currency" varchar NOT NULL,
  	"last_seen_at" timestamp(3) with time zone NOT NULL,
  	"balance" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "enquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_enquiries_status" DEFAULT 'new' NOT NULL,
  	"type" "enum_enquiries_type" NOT NULL,
  	"locale" "enum_enquiries_locale",
  	"name" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"country" varchar NOT NULL,
  	"channel" "enum_enquiries_channel" NOT NULL,
  	"handle" varchar,
  	"message" varchar NOT NULL,
  	"site" varchar,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"games_id" integer,
  	"media_id" integer,
  	"members_id" integer,
  	"enquiries_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "home_sections_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_sections_blocks_hero_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"primary_cta" varchar,
  	"secondary_cta" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_sections_blocks_featured_games" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_sections_blocks_featured_games_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_sections_blocks_fishing_games" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_sections_blocks_fishing_games_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_sections_blocks_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_sections_blocks_services_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"team_title" varchar,
  	"team_text" varchar,
  	"game_design_title" varchar,
  	"game_design_text" varchar,
  	"art_design_title" varchar,
  	"art_design_text" varchar,
  	"sound_design_title" varchar,
  	"sound_design_text" varchar,
  	"partners_title" varchar,
  	"partners_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_sections_blocks_about_claims" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "home_sections_blocks_about_claims_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_sections_blocks_about" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_sections_blocks_about_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"partnership" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_sections_blocks_vision" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_sections_blocks_vision_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_sections_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_sections_blocks_contact_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_sections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_home_sections_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_sections_locales" (
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_sections_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_sections_v_blocks_hero_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"primary_cta" varchar,
  	"secondary_cta" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_sections_v_blocks_featured_games" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_sections_v_blocks_featured_games_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_sections_v_blocks_fishing_games" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_sections_v_blocks_fishing_games_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_sections_v_blocks_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_sections_v_blocks_services_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"team_title" varchar,
  	"team_text" varchar,
  	"game_design_title" varchar,
  	"game_design_text" varchar,
  	"art_design_title" varchar,
  	"art_design_text" varchar,
  	"sound_design_title" varchar,
  	"sound_design_text" varchar,
  	"partners_title" varchar,
  	"partners_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_sections_v_blocks_about_claims" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_sections_v_blocks_about_claims_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_sections_v_blocks_about" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_sections_v_blocks_about_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"partnership" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_sections_v_blocks_vision" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_sections_v_blocks_vision_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_sections_v_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_sections_v_blocks_contact_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_sections_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__home_sections_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__home_sections_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_home_sections_v_locales" (
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "label_sets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_label_sets_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "label_sets_locales" (
  	"main_nav_index" varchar,
  	"main_nav_about" varchar,
  	"main_nav_game" varchar,
  	"main_nav_contact" varchar,
  	"main_nav_open_menu" varchar,
  	"main_nav_close_menu" varchar,
  	"main_nav_skip_to_content" varchar,
  	"game_menu_all" varchar,
  	"game_menu_new" varchar,
  	"game_menu_hot" varchar,
  	"game_menu_fish" varchar,
  	"game_menu_slot" varchar,
  	"game_menu_street" varchar,
  	"game_detail_type" varchar,
  	"game_detail_scale" varchar,
  	"game_detail_feature" varchar,
  	"game_detail_public" varchar,
  	"game_detail_lan" varchar,
  	"game_detail_os" varchar,
  	"game_detail_rtp" varchar,
  	"game_detail_volatility" varchar,
  	"game_detail_hit_frequency" varchar,
  	"game_detail_bet_range" varchar,
  	"game_detail_buy_feature" varchar,
  	"game_detail_available" varchar,
  	"game_detail_not_available" varchar,
  	"game_detail_unlimited" varchar,
  	"game_detail_none" varchar,
  	"game_detail_volatility_low" varchar,
  	"game_detail_volatility_medium" varchar,
  	"game_detail_volatility_high" varchar,
  	"game_detail_volatility_very_high" varchar,
  	"game_detail_related" varchar,
  	"game_detail_video" varchar,
  	"titles_game_index" varchar,
  	"titles_game_trial" varchar,
  	"titles_lan" varchar,
  	"titles_language" varchar,
  	"titles_game_list" varchar,
  	"titles_game_list_intro" varchar,
  	"buttons_free" varchar,
  	"buttons_play" varchar,
  	"buttons_intro" varchar,
  	"buttons_back" varchar,
  	"buttons_submit" varchar,
  	"buttons_continue" varchar,
  	"buttons_view_all" varchar,
  	"buttons_back_to_top" varchar,
  	"search_label" varchar,
  	"search_placeholder" varchar,
  	"search_no_results" varchar,
  	"search_results" varchar,
  	"platforms_windows" varchar,
  	"platforms_mac" varchar,
  	"platforms_android" varchar,
  	"platforms_ios" varchar,
  	"platforms_html5" varchar,
  	"kinds_slot" varchar,
  	"kinds_fish" varchar,
  	"kinds_arcade" varchar,
  	"kinds_board" varchar,
  	"not_found_title" varchar,
  	"not_found_message" varchar,
  	"not_found_invalid_route" varchar,
  	"not_found_back_home" varchar,
  	"footer_rights" varchar,
  	"footer_terms" varchar,
  	"footer_contact" varchar,
  	"footer_responsible" varchar,
  	"update_available" varchar,
  	"update_reload" varchar,
  	"error_loading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_label_sets_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__label_sets_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__label_sets_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_label_sets_v_locales" (
  	"version_main_nav_index" varchar,
  	"version_main_nav_about" varchar,
  	"version_main_nav_game" varchar,
  	"version_main_nav_contact" varchar,
  	"version_main_nav_open_menu" varchar,
  	"version_main_nav_close_menu" varchar,
  	"version_main_nav_skip_to_content" varchar,
  	"version_game_menu_all" varchar,
  	"version_game_menu_new" varchar,
  	"version_game_menu_hot" varchar,
  	"version_game_menu_fish" varchar,
  	"version_game_menu_slot" varchar,
  	"version_game_menu_street" varchar,
  	"version_game_detail_type" varchar,
  	"version_game_detail_scale" varchar,
  	"version_game_detail_feature" varchar,
  	"version_game_detail_public" varchar,
  	"version_game_detail_lan" varchar,
  	"version_game_detail_os" varchar,
  	"version_game_detail_rtp" varchar,
  	"version_game_detail_volatility" varchar,
  	"version_game_detail_hit_frequency" varchar,
  	"version_game_detail_bet_range" varchar,
  	"version_game_detail_buy_feature" varchar,
  	"version_game_detail_available" varchar,
  	"version_game_detail_not_available" varchar,
  	"version_game_detail_unlimited" varchar,
  	"version_game_detail_none" varchar,
  	"version_game_detail_volatility_low" varchar,
  	"version_game_detail_volatility_medium" varchar,
  	"version_game_detail_volatility_high" varchar,
  	"version_game_detail_volatility_very_high" varchar,
  	"version_game_detail_related" varchar,
  	"version_game_detail_video" varchar,
  	"version_titles_game_index" varchar,
  	"version_titles_game_trial" varchar,
  	"version_titles_lan" varchar,
  	"version_titles_language" varchar,
  	"version_titles_game_list" varchar,
  	"version_titles_game_list_intro" varchar,
  	"version_buttons_free" varchar,
  	"version_buttons_play" varchar,
  	"version_buttons_intro" varchar,
  	"version_buttons_back" varchar,
  	"version_buttons_submit" varchar,
  	"version_buttons_continue" varchar,
  	"version_buttons_view_all" varchar,
  	"version_buttons_back_to_top" varchar,
  	"version_search_label" varchar,
  	"version_search_placeholder" varchar,
  	"version_search_no_results" varchar,
  	"version_search_results" varchar,
  	"version_platforms_windows" varchar,
  	"version_platforms_mac" varchar,
  	"version_platforms_android" varchar,
  	"version_platforms_ios" varchar,
  	"version_platforms_html5" varchar,
  	"version_kinds_slot" varchar,
  	"version_kinds_fish" varchar,
  	"version_kinds_arcade" varchar,
  	"version_kinds_board" varchar,
  	"version_not_found_title" varchar,
  	"version_not_found_message" varchar,
  	"version_not_found_invalid_route" varchar,
  	"version_not_found_back_home" varchar,
  	"version_footer_rights" varchar,
  	"version_footer_terms" varchar,
  	"version_footer_contact" varchar,
  	"version_footer_responsible" varchar,
  	"version_update_available" varchar,
  	"version_update_reload" varchar,
  	"version_error_loading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "form_labels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_form_labels_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "form_labels_locales" (
  	"form_intro" varchar,
  	"form_name" varchar,
  	"form_company" varchar,
  	"form_email" varchar,
  	"form_country" varchar,
  	"form_channel" varchar,
  	"form_channel_email" varchar,
  	"form_channel_telegram" varchar,
  	"form_channel_whatsapp" varchar,
  	"form_channel_skype" varchar,
  	"form_handle" varchar,
  	"form_handle_help" varchar,
  	"form_type" varchar,
  	"form_type_integration" varchar,
  	"form_type_partnership" varchar,
  	"form_type_demo" varchar,
  	"form_type_other" varchar,
  	"form_message" varchar,
  	"form_message_help" varchar,
  	"form_required" varchar,
  	"form_error_required" varchar,
  	"form_error_email" varchar,
  	"form_error_too_long" varchar,
  	"form_error_too_short" varchar,
  	"form_error_rate_limited" varchar,
  	"form_error_server" varchar,
  	"form_sending" varchar,
  	"form_success" varchar,
  	"form_send_another" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_form_labels_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__form_labels_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__form_labels_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_form_labels_v_locales" (
  	"version_form_intro" varchar,
  	"version_form_name" varchar,
  	"version_form_company" varchar,
  	"version_form_email" varchar,
  	"version_form_country" varchar,
  	"version_form_channel" varchar,
  	"version_form_channel_email" varchar,
  	"version_form_channel_telegram" varchar,
  	"version_form_channel_whatsapp" varchar,
  	"version_form_channel_skype" varchar,
  	"version_form_handle" varchar,
  	"version_form_handle_help" varchar,
  	"version_form_type" varchar,
  	"version_form_type_integration" varchar,
  	"version_form_type_partnership" varchar,
  	"version_form_type_demo" varchar,
  	"version_form_type_other" varchar,
  	"version_form_message" varchar,
  	"version_form_message_help" varchar,
  	"version_form_required" varchar,
  	"version_form_error_required" varchar,
  	"version_form_error_email" varchar,
  	"version_form_error_too_long" varchar,
  	"version_form_error_too_short" varchar,
  	"version_form_error_rate_limited" varchar,
  	"version_form_error_server" varchar,
  	"version_form_sending" varchar,
  	"version_form_success" varchar,
  	"version_form_send_another" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "demo_labels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_demo_labels_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "demo_labels_locales" (
  	"demo_loading" varchar,
  	"demo_back_to_game" varchar,
  	"demo_open_in_new_tab" varchar,
  	"demo_not_available" varchar,
  	"demo_play_money" varchar,
  	"demo_balance" varchar,
  	"demo_bet" varchar,
  	"demo_win" varchar,
  	"demo_total_win" varchar,
  	"demo_spin" varchar,
  	"demo_stop" varchar,
  	"demo_autoplay" varchar,
  	"demo_turbo" varchar,
  	"demo_sound_on" varchar,
  	"demo_sound_off" varchar,
  	"demo_free_spins" varchar,
  	"demo_free_spins_left" varchar,
  	"demo_multiplier" varchar,
  	"demo_reset_balance" varchar,
  	"demo_insufficient_balance" varchar,
  	"demo_lines" varchar,
  	"demo_ways" varchar,
  	"demo_fire" varchar,
  	"demo_stake" varchar,
  	"demo_special_shot" varchar,
  	"demo_coins" varchar,
  	"demo_drop" varchar,
  	"demo_big" varchar,
  	"demo_small" varchar,
  	"demo_roll" varchar,
  	"demo_result" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_demo_labels_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__demo_labels_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__demo_labels_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_demo_labels_v_locales" (
  	"version_demo_loading" varchar,
  	"version_demo_back_to_game" varchar,
  	"version_demo_open_in_new_tab" varchar,
  	"version_demo_not_available" varchar,
  	"version_demo_play_money" varchar,
  	"version_demo_balance" varchar,
  	"version_demo_bet" varchar,
  	"version_demo_win" varchar,
  	"version_demo_total_win" varchar,
  	"version_demo_spin" varchar,
  	"version_demo_stop" varchar,
  	"version_demo_autoplay" varchar,
  	"version_demo_turbo" varchar,
  	"version_demo_sound_on" varchar,
  	"version_demo_sound_off" varchar,
  	"version_demo_free_spins" varchar,
  	"version_demo_free_spins_left" varchar,
  	"version_demo_multiplier" varchar,
  	"version_demo_reset_balance" varchar,
  	"version_demo_insufficient_balance" varchar,
  	"version_demo_lines" varchar,
  	"version_demo_ways" varchar,
  	"version_demo_fire" varchar,
  	"version_demo_stake" varchar,
  	"version_demo_special_shot" varchar,
  	"version_demo_coins" varchar,
  	"version_demo_drop" varchar,
  	"version_demo_big" varchar,
  	"version_demo_small" varchar,
  	"version_demo_roll" varchar,
  	"version_demo_result" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "terms_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_terms_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "terms_page_locales" (
  	"title" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_terms_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__terms_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__terms_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_terms_page_v_locales" (
  	"version_title" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "catalogue_order" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "catalogue_order_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"games_id" integer
  );
  
  CREATE TABLE "site_settings_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_site_settings_social_network" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"studio_name" varchar NOT NULL,
  	"contact_email" varchar NOT NULL,
  	"logo_id" integer,
  	"demo_launch_url_template" varchar DEFAULT '/demo/{gameId}?lang={lang}&account={account}&currency={currency}&lobby={lobbyUrl}' NOT NULL,
  	"demo_currency" varchar DEFAULT 'CNY' NOT NULL,
  	"demo_new_tab_on_phones" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_locales" (
  	"tagline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "games_features" ADD CONSTRAINT "games_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "games_features_locales" ADD CONSTRAINT "games_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."games_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "games_supported_languages" ADD CONSTRAINT "games_supported_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "games_platforms" ADD CONSTRAINT "games_platforms_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "games_sites" ADD CONSTRAINT "games_sites_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "games" ADD CONSTRAINT "games_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "games_locales" ADD CONSTRAINT "games_locales_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "games_locales" ADD CONSTRAINT "games_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_games_v_version_features" ADD CONSTRAINT "_games_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_games_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_games_v_version_features_locales" ADD CONSTRAINT "_games_v_version_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_games_v_version_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_games_v_version_supported_languages" ADD CONSTRAINT "_games_v_version_supported_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_games_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_games_v_version_platforms" ADD CONSTRAINT "_games_v_version_platforms_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_games_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_games_v_version_sites" ADD CONSTRAINT "_games_v_version_sites_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_games_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_games_v" ADD CONSTRAINT "_games_v_parent_id_games_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_games_v" ADD CONSTRAINT "_games_v_version_video_id_media_id_fk" FOREIGN KEY ("version_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_games_v_locales" ADD CONSTRAINT "_games_v_locales_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_games_v_locales" ADD CONSTRAINT "_games_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_games_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_languages" ADD CONSTRAINT "users_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_games_fk" FOREIGN KEY ("games_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enquiries_fk" FOREIGN KEY ("enquiries_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_sections_blocks_hero" ADD CONSTRAINT "home_sections_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_sections_blocks_hero_locales" ADD CONSTRAINT "home_sections_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_sections_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_sections_blocks_featured_games" ADD CONSTRAINT "home_sections_blocks_featured_games_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_sections_blocks_featured_games_locales" ADD CONSTRAINT "home_sections_blocks_featured_games_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_sections_blocks_featured_games"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_sections_blocks_fishing_games" ADD CONSTRAINT "home_sections_blocks_fishing_games_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_sections_blocks_fishing_games_locales" ADD CONSTRAINT "home_sections_blocks_fishing_games_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_sections_blocks_fishing_games"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_sections_blocks_services" ADD CONSTRAINT "home_sections_blocks_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_sections_blocks_services_locales" ADD CONSTRAINT "home_sections_blocks_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_sections_blocks_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_sections_blocks_about_claims" ADD CONSTRAINT "home_sections_blocks_about_claims_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_sections_blocks_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_sections_blocks_about_claims_locales" ADD CONSTRAINT "home_sections_blocks_about_claims_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_sections_blocks_about_claims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_sections_blocks_about" ADD CONSTRAINT "home_sections_blocks_about_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_sections_blocks_about_locales" ADD CONSTRAINT "home_sections_blocks_about_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_sections_blocks_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_sections_blocks_vision" ADD CONSTRAINT "home_sections_blocks_vision_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_sections_blocks_vision_locales" ADD CONSTRAINT "home_sections_blocks_vision_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_sections_blocks_vision"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_sections_blocks_contact" ADD CONSTRAINT "home_sections_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_sections_blocks_contact_locales" ADD CONSTRAINT "home_sections_blocks_contact_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_sections_blocks_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_sections_locales" ADD CONSTRAINT "home_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_sections_v_blocks_hero" ADD CONSTRAINT "_home_sections_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_sections_v_blocks_hero_locales" ADD CONSTRAINT "_home_sections_v_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_sections_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_sections_v_blocks_featured_games" ADD CONSTRAINT "_home_sections_v_blocks_featured_games_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_sections_v_blocks_featured_games_locales" ADD CONSTRAINT "_home_sections_v_blocks_featured_games_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_sections_v_blocks_featured_games"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_sections_v_blocks_fishing_games" ADD CONSTRAINT "_home_sections_v_blocks_fishing_games_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_sections_v_blocks_fishing_games_locales" ADD CONSTRAINT "_home_sections_v_blocks_fishing_games_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_sections_v_blocks_fishing_games"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_sections_v_blocks_services" ADD CONSTRAINT "_home_sections_v_blocks_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_sections_v_blocks_services_locales" ADD CONSTRAINT "_home_sections_v_blocks_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_sections_v_blocks_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_sections_v_blocks_about_claims" ADD CONSTRAINT "_home_sections_v_blocks_about_claims_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_sections_v_blocks_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_sections_v_blocks_about_claims_locales" ADD CONSTRAINT "_home_sections_v_blocks_about_claims_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_sections_v_blocks_about_claims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_sections_v_blocks_about" ADD CONSTRAINT "_home_sections_v_blocks_about_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_sections_v_blocks_about_locales" ADD CONSTRAINT "_home_sections_v_blocks_about_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_sections_v_blocks_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_sections_v_blocks_vision" ADD CONSTRAINT "_home_sections_v_blocks_vision_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_sections_v_blocks_vision_locales" ADD CONSTRAINT "_home_sections_v_blocks_vision_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_sections_v_blocks_vision"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_sections_v_blocks_contact" ADD CONSTRAINT "_home_sections_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_sections_v_blocks_contact_locales" ADD CONSTRAINT "_home_sections_v_blocks_contact_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_sections_v_blocks_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_sections_v_locales" ADD CONSTRAINT "_home_sections_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "label_sets_locales" ADD CONSTRAINT "label_sets_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."label_sets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_label_sets_v_locales" ADD CONSTRAINT "_label_sets_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_label_sets_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_labels_locales" ADD CONSTRAINT "form_labels_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_form_labels_v_locales" ADD CONSTRAINT "_form_labels_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_form_labels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "demo_labels_locales" ADD CONSTRAINT "demo_labels_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."demo_labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_demo_labels_v_locales" ADD CONSTRAINT "_demo_labels_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_demo_labels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "terms_page_locales" ADD CONSTRAINT "terms_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."terms_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_terms_page_v_locales" ADD CONSTRAINT "_terms_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_terms_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_order_rels" ADD CONSTRAINT "catalogue_order_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."catalogue_order"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_order_rels" ADD CONSTRAINT "catalogue_order_rels_games_fk" FOREIGN KEY ("games_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_social" ADD CONSTRAINT "site_settings_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "games_features_order_idx" ON "games_features" USING btree ("_order");
  CREATE INDEX "games_features_parent_id_idx" ON "games_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "games_features_locales_locale_parent_id_unique" ON "games_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "games_supported_languages_order_idx" ON "games_supported_languages" USING btree ("order");
  CREATE INDEX "games_supported_languages_parent_idx" ON "games_supported_languages" USING btree ("parent_id");
  CREATE INDEX "games_platforms_order_idx" ON "games_platforms" USING btree ("order");
  CREATE INDEX "games_platforms_parent_idx" ON "games_platforms" USING btree ("parent_id");
  CREATE INDEX "games_sites_order_idx" ON "games_sites" USING btree ("order");
  CREATE INDEX "games_sites_parent_idx" ON "games_sites" USING btree ("parent_id");
  CREATE UNIQUE INDEX "games_game_id_idx" ON "games" USING btree ("game_id");
  CREATE INDEX "games_video_idx" ON "games" USING btree ("video_id");
  CREATE INDEX "games_updated_at_idx" ON "games" USING btree ("updated_at");
  CREATE INDEX "games_created_at_idx" ON "games" USING btree ("created_at");
  CREATE INDEX "games__status_idx" ON "games" USING btree ("_status");
  CREATE INDEX "games_cover_idx" ON "games_locales" USING btree ("cover_id","_locale");
  CREATE UNIQUE INDEX "games_locales_locale_parent_id_unique" ON "games_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_games_v_version_features_order_idx" ON "_games_v_version_features" USING btree ("_order");
  CREATE INDEX "_games_v_version_features_parent_id_idx" ON "_games_v_version_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_games_v_version_features_locales_locale_parent_id_unique" ON "_games_v_version_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_games_v_version_supported_languages_order_idx" ON "_games_v_version_supported_languages" USING btree ("order");
  CREATE INDEX "_games_v_version_supported_languages_parent_idx" ON "_games_v_version_supported_languages" USING btree ("parent_id");
  CREATE INDEX "_games_v_version_platforms_order_idx" ON "_games_v_version_platforms" USING btree ("order");
  CREATE INDEX "_games_v_version_platforms_parent_idx" ON "_games_v_version_platforms" USING btree ("parent_id");
  CREATE INDEX "_games_v_version_sites_order_idx" ON "_games_v_version_sites" USING btree ("order");
  CREATE INDEX "_games_v_version_sites_parent_idx" ON "_games_v_version_sites" USING btree ("parent_id");
  CREATE INDEX "_games_v_parent_idx" ON "_games_v" USING btree ("parent_id");
  CREATE INDEX "_games_v_version_version_game_id_idx" ON "_games_v" USING btree ("version_game_id");
  CREATE INDEX "_games_v_version_version_video_idx" ON "_games_v" USING btree ("version_video_id");
  CREATE INDEX "_games_v_version_version_updated_at_idx" ON "_games_v" USING btree ("version_updated_at");
  CREATE INDEX "_games_v_version_version_created_at_idx" ON "_games_v" USING btree ("version_created_at");
  CREATE INDEX "_games_v_version_version__status_idx" ON "_games_v" USING btree ("version__status");
  CREATE INDEX "_games_v_created_at_idx" ON "_games_v" USING btree ("created_at");
  CREATE INDEX "_games_v_updated_at_idx" ON "_games_v" USING btree ("updated_at");
  CREATE INDEX "_games_v_snapshot_idx" ON "_games_v" USING btree ("snapshot");
  CREATE INDEX "_games_v_published_locale_idx" ON "_games_v" USING btree ("published_locale");
  CREATE INDEX "_games_v_latest_idx" ON "_games_v" USING btree ("latest");
  CREATE INDEX "_games_v_autosave_idx" ON "_games_v" USING btree ("autosave");
  CREATE INDEX "_games_v_version_version_cover_idx" ON "_games_v_locales" USING btree ("version_cover_id","_locale");
  CREATE UNIQUE INDEX "_games_v_locales_locale_parent_id_unique" ON "_games_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumb_sizes_thumb_filename_idx" ON "media" USING btree ("sizes_thumb_filename");
  CREATE INDEX "media_sizes_og_sizes_og_filename_idx" ON "media" USING btree ("sizes_og_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "members_account_idx" ON "members" USING btree ("account");
  CREATE INDEX "members_updated_at_idx" ON "members" USING btree ("updated_at");
  CREATE INDEX "members_created_at_idx" ON "members" USING btree ("created_at");
  CREATE INDEX "enquiries_updated_at_idx" ON "enquiries" USING btree ("updated_at");
  CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at");
  CREATE INDEX "users_languages_order_idx" ON "users_languages" USING btree ("order");
  CREATE INDEX "users_languages_parent_idx" ON "users_languages" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_games_id_idx" ON "payload_locked_documents_rels" USING btree ("games_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_members_id_idx" ON "payload_locked_documents_rels" USING btree ("members_id");
  CREATE INDEX "payload_locked_documents_rels_enquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("enquiries_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "home_sections_blocks_hero_order_idx" ON "home_sections_blocks_hero" USING btree ("_order");
  CREATE INDEX "home_sections_blocks_hero_parent_id_idx" ON "home_sections_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "home_sections_blocks_hero_path_idx" ON "home_sections_blocks_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "home_sections_blocks_hero_locales_locale_parent_id_unique" ON "home_sections_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_sections_blocks_featured_games_order_idx" ON "home_sections_blocks_featured_games" USING btree ("_order");
  CREATE INDEX "home_sections_blocks_featured_games_parent_id_idx" ON "home_sections_blocks_featured_games" USING btree ("_parent_id");
  CREATE INDEX "home_sections_blocks_featured_games_path_idx" ON "home_sections_blocks_featured_games" USING btree ("_path");
  CREATE UNIQUE INDEX "home_sections_blocks_featured_games_locales_locale_parent_id" ON "home_sections_blocks_featured_games_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_sections_blocks_fishing_games_order_idx" ON "home_sections_blocks_fishing_games" USING btree ("_order");
  CREATE INDEX "home_sections_blocks_fishing_games_parent_id_idx" ON "home_sections_blocks_fishing_games" USING btree ("_parent_id");
  CREATE INDEX "home_sections_blocks_fishing_games_path_idx" ON "home_sections_blocks_fishing_games" USING btree ("_path");
  CREATE UNIQUE INDEX "home_sections_blocks_fishing_games_locales_locale_parent_id_" ON "home_sections_blocks_fishing_games_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_sections_blocks_services_order_idx" ON "home_sections_blocks_services" USING btree ("_order");
  CREATE INDEX "home_sections_blocks_services_parent_id_idx" ON "home_sections_blocks_services" USING btree ("_parent_id");
  CREATE INDEX "home_sections_blocks_services_path_idx" ON "home_sections_blocks_services" USING btree ("_path");
  CREATE UNIQUE INDEX "home_sections_blocks_services_locales_locale_parent_id_uniqu" ON "home_sections_blocks_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_sections_blocks_about_claims_order_idx" ON "home_sections_blocks_about_claims" USING btree ("_order");
  CREATE INDEX "home_sections_blocks_about_claims_parent_id_idx" ON "home_sections_blocks_about_claims" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_sections_blocks_about_claims_locales_locale_parent_id_u" ON "home_sections_blocks_about_claims_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_sections_blocks_about_order_idx" ON "home_sections_blocks_about" USING btree ("_order");
  CREATE INDEX "home_sections_blocks_about_parent_id_idx" ON "home_sections_blocks_about" USING btree ("_parent_id");
  CREATE INDEX "home_sections_blocks_about_path_idx" ON "home_sections_blocks_about" USING btree ("_path");
  CREATE UNIQUE INDEX "home_sections_blocks_about_locales_locale_parent_id_unique" ON "home_sections_blocks_about_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_sections_blocks_vision_order_idx" ON "home_sections_blocks_vision" USING btree ("_order");
  CREATE INDEX "home_sections_blocks_vision_parent_id_idx" ON "home_sections_blocks_vision" USING btree ("_parent_id");
  CREATE INDEX "home_sections_blocks_vision_path_idx" ON "home_sections_blocks_vision" USING btree ("_path");
  CREATE UNIQUE INDEX "home_sections_blocks_vision_locales_locale_parent_id_unique" ON "home_sections_blocks_vision_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_sections_blocks_contact_order_idx" ON "home_sections_blocks_contact" USING btree ("_order");
  CREATE INDEX "home_sections_blocks_contact_parent_id_idx" ON "home_sections_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "home_sections_blocks_contact_path_idx" ON "home_sections_blocks_contact" USING btree ("_path");
  CREATE UNIQUE INDEX "home_sections_blocks_contact_locales_locale_parent_id_unique" ON "home_sections_blocks_contact_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_sections__status_idx" ON "home_sections" USING btree ("_status");
  CREATE UNIQUE INDEX "home_sections_locales_locale_parent_id_unique" ON "home_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_sections_v_blocks_hero_order_idx" ON "_home_sections_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_home_sections_v_blocks_hero_parent_id_idx" ON "_home_sections_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_home_sections_v_blocks_hero_path_idx" ON "_home_sections_v_blocks_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_sections_v_blocks_hero_locales_locale_parent_id_unique" ON "_home_sections_v_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_sections_v_blocks_featured_games_order_idx" ON "_home_sections_v_blocks_featured_games" USING btree ("_order");
  CREATE INDEX "_home_sections_v_blocks_featured_games_parent_id_idx" ON "_home_sections_v_blocks_featured_games" USING btree ("_parent_id");
  CREATE INDEX "_home_sections_v_blocks_featured_games_path_idx" ON "_home_sections_v_blocks_featured_games" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_sections_v_blocks_featured_games_locales_locale_parent" ON "_home_sections_v_blocks_featured_games_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_sections_v_blocks_fishing_games_order_idx" ON "_home_sections_v_blocks_fishing_games" USING btree ("_order");
  CREATE INDEX "_home_sections_v_blocks_fishing_games_parent_id_idx" ON "_home_sections_v_blocks_fishing_games" USING btree ("_parent_id");
  CREATE INDEX "_home_sections_v_blocks_fishing_games_path_idx" ON "_home_sections_v_blocks_fishing_games" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_sections_v_blocks_fishing_games_locales_locale_parent_" ON "_home_sections_v_blocks_fishing_games_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_sections_v_blocks_services_order_idx" ON "_home_sections_v_blocks_services" USING btree ("_order");
  CREATE INDEX "_home_sections_v_blocks_services_parent_id_idx" ON "_home_sections_v_blocks_services" USING btree ("_parent_id");
  CREATE INDEX "_home_sections_v_blocks_services_path_idx" ON "_home_sections_v_blocks_services" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_sections_v_blocks_services_locales_locale_parent_id_un" ON "_home_sections_v_blocks_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_sections_v_blocks_about_claims_order_idx" ON "_home_sections_v_blocks_about_claims" USING btree ("_order");
  CREATE INDEX "_home_sections_v_blocks_about_claims_parent_id_idx" ON "_home_sections_v_blocks_about_claims" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_sections_v_blocks_about_claims_locales_locale_parent_i" ON "_home_sections_v_blocks_about_claims_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_sections_v_blocks_about_order_idx" ON "_home_sections_v_blocks_about" USING btree ("_order");
  CREATE INDEX "_home_sections_v_blocks_about_parent_id_idx" ON "_home_sections_v_blocks_about" USING btree ("_parent_id");
  CREATE INDEX "_home_sections_v_blocks_about_path_idx" ON "_home_sections_v_blocks_about" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_sections_v_blocks_about_locales_locale_parent_id_uniqu" ON "_home_sections_v_blocks_about_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_sections_v_blocks_vision_order_idx" ON "_home_sections_v_blocks_vision" USING btree ("_order");
  CREATE INDEX "_home_sections_v_blocks_vision_parent_id_idx" ON "_home_sections_v_blocks_vision" USING btree ("_parent_id");
  CREATE INDEX "_home_sections_v_blocks_vision_path_idx" ON "_home_sections_v_blocks_vision" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_sections_v_blocks_vision_locales_locale_parent_id_uniq" ON "_home_sections_v_blocks_vision_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_sections_v_blocks_contact_order_idx" ON "_home_sections_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_home_sections_v_blocks_contact_parent_id_idx" ON "_home_sections_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_home_sections_v_blocks_contact_path_idx" ON "_home_sections_v_blocks_contact" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_sections_v_blocks_contact_locales_locale_parent_id_uni" ON "_home_sections_v_blocks_contact_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_sections_v_version_version__status_idx" ON "_home_sections_v" USING btree ("version__status");
  CREATE INDEX "_home_sections_v_created_at_idx" ON "_home_sections_v" USING btree ("created_at");
  CREATE INDEX "_home_sections_v_updated_at_idx" ON "_home_sections_v" USING btree ("updated_at");
  CREATE INDEX "_home_sections_v_snapshot_idx" ON "_home_sections_v" USING btree ("snapshot");
  CREATE INDEX "_home_sections_v_published_locale_idx" ON "_home_sections_v" USING btree ("published_locale");
  CREATE INDEX "_home_sections_v_latest_idx" ON "_home_sections_v" USING btree ("latest");
  CREATE INDEX "_home_sections_v_autosave_idx" ON "_home_sections_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_home_sections_v_locales_locale_parent_id_unique" ON "_home_sections_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "label_sets__status_idx" ON "label_sets" USING btree ("_status");
  CREATE UNIQUE INDEX "label_sets_locales_locale_parent_id_unique" ON "label_sets_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_label_sets_v_version_version__status_idx" ON "_label_sets_v" USING btree ("version__status");
  CREATE INDEX "_label_sets_v_created_at_idx" ON "_label_sets_v" USING btree ("created_at");
  CREATE INDEX "_label_sets_v_updated_at_idx" ON "_label_sets_v" USING btree ("updated_at");
  CREATE INDEX "_label_sets_v_snapshot_idx" ON "_label_sets_v" USING btree ("snapshot");
  CREATE INDEX "_label_sets_v_published_locale_idx" ON "_label_sets_v" USING btree ("published_locale");
  CREATE INDEX "_label_sets_v_latest_idx" ON "_label_sets_v" USING btree ("latest");
  CREATE INDEX "_label_sets_v_autosave_idx" ON "_label_sets_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_label_sets_v_locales_locale_parent_id_unique" ON "_label_sets_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "form_labels__status_idx" ON "form_labels" USING btree ("_status");
  CREATE UNIQUE INDEX "form_labels_locales_locale_parent_id_unique" ON "form_labels_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_form_labels_v_version_version__status_idx" ON "_form_labels_v" USING btree ("version__status");
  CREATE INDEX "_form_labels_v_created_at_idx" ON "_form_labels_v" USING btree ("created_at");
  CREATE INDEX "_form_labels_v_updated_at_idx" ON "_form_labels_v" USING btree ("updated_at");
  CREATE INDEX "_form_labels_v_snapshot_idx" ON "_form_labels_v" USING btree ("snapshot");
  CREATE INDEX "_form_labels_v_published_locale_idx" ON "_form_labels_v" USING btree ("published_locale");
  CREATE INDEX "_form_labels_v_latest_idx" ON "_form_labels_v" USING btree ("latest");
  CREATE INDEX "_form_labels_v_autosave_idx" ON "_form_labels_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_form_labels_v_locales_locale_parent_id_unique" ON "_form_labels_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "demo_labels__status_idx" ON "demo_labels" USING btree ("_status");
  CREATE UNIQUE INDEX "demo_labels_locales_locale_parent_id_unique" ON "demo_labels_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_demo_labels_v_version_version__status_idx" ON "_demo_labels_v" USING btree ("version__status");
  CREATE INDEX "_demo_labels_v_created_at_idx" ON "_demo_labels_v" USING btree ("created_at");
  CREATE INDEX "_demo_labels_v_updated_at_idx" ON "_demo_labels_v" USING btree ("updated_at");
  CREATE INDEX "_demo_labels_v_snapshot_idx" ON "_demo_labels_v" USING btree ("snapshot");
  CREATE INDEX "_demo_labels_v_published_locale_idx" ON "_demo_labels_v" USING btree ("published_locale");
  CREATE INDEX "_demo_labels_v_latest_idx" ON "_demo_labels_v" USING btree ("latest");
  CREATE INDEX "_demo_labels_v_autosave_idx" ON "_demo_labels_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_demo_labels_v_locales_locale_parent_id_unique" ON "_demo_labels_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "terms_page__status_idx" ON "terms_page" USING btree ("_status");
  CREATE UNIQUE INDEX "terms_page_locales_locale_parent_id_unique" ON "terms_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_terms_page_v_version_version__status_idx" ON "_terms_page_v" USING btree ("version__status");
  CREATE INDEX "_terms_page_v_created_at_idx" ON "_terms_page_v" USING btree ("created_at");
  CREATE INDEX "_terms_page_v_updated_at_idx" ON "_terms_page_v" USING btree ("updated_at");
  CREATE INDEX "_terms_page_v_snapshot_idx" ON "_terms_page_v" USING btree ("snapshot");
  CREATE INDEX "_terms_page_v_published_locale_idx" ON "_terms_page_v" USING btree ("published_locale");
  CREATE INDEX "_terms_page_v_latest_idx" ON "_terms_page_v" USING btree ("latest");
  CREATE INDEX "_terms_page_v_autosave_idx" ON "_terms_page_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_terms_page_v_locales_locale_parent_id_unique" ON "_terms_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "catalogue_order_rels_order_idx" ON "catalogue_order_rels" USING btree ("order");
  CREATE INDEX "catalogue_order_rels_parent_idx" ON "catalogue_order_rels" USING btree ("parent_id");
  CREATE INDEX "catalogue_order_rels_path_idx" ON "catalogue_order_rels" USING btree ("path");
  CREATE INDEX "catalogue_order_rels_games_id_idx" ON "catalogue_order_rels" USING btree ("games_id");
  CREATE INDEX "site_settings_social_order_idx" ON "site_settings_social" USING btree ("_order");
  CREATE INDEX "site_settings_social_parent_id_idx" ON "site_settings_social" USING btree ("_parent_id");
  CREATE INDEX "site_settings_logo_idx" ON "site_settings" USING btree ("logo_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "games_features" CASCADE;
  DROP TABLE "games_features_locales" CASCADE;
  DROP TABLE "games_supported_languages" CASCADE;
  DROP TABLE "games_platforms" CASCADE;
  DROP TABLE "games_sites" CASCADE;
  DROP TABLE "games" CASCADE;
  DROP TABLE "games_locales" CASCADE;
  DROP TABLE "_games_v_version_features" CASCADE;
  DROP TABLE "_games_v_version_features_locales" CASCADE;
  DROP TABLE "_games_v_version_supported_languages" CASCADE;
  DROP TABLE "_games_v_version_platforms" CASCADE;
  DROP TABLE "_games_v_version_sites" CASCADE;
  DROP TABLE "_games_v" CASCADE;
  DROP TABLE "_games_v_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "members" CASCADE;
  DROP TABLE "enquiries" CASCADE;
  DROP TABLE "users_languages" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "home_sections_blocks_hero" CASCADE;
  DROP TABLE "home_sections_blocks_hero_locales" CASCADE;
  DROP TABLE "home_sections_blocks_featured_games" CASCADE;
  DROP TABLE "home_sections_blocks_featured_games_locales" CASCADE;
  DROP TABLE "home_sections_blocks_fishing_games" CASCADE;
  DROP TABLE "home_sections_blocks_fishing_games_locales" CASCADE;
  DROP TABLE "home_sections_blocks_services" CASCADE;
  DROP TABLE "home_sections_blocks_services_locales" CASCADE;
  DROP TABLE "home_sections_blocks_about_claims" CASCADE;
  DROP TABLE "home_sections_blocks_about_claims_locales" CASCADE;
  DROP TABLE "home_sections_blocks_about" CASCADE;
  DROP TABLE "home_sections_blocks_about_locales" CASCADE;
  DROP TABLE "home_sections_blocks_vision" CASCADE;
  DROP TABLE "home_sections_blocks_vision_locales" CASCADE;
  DROP TABLE "home_sections_blocks_contact" CASCADE;
  DROP TABLE "home_sections_blocks_contact_locales" CASCADE;
  DROP TABLE "home_sections" CASCADE;
  DROP TABLE "home_sections_locales" CASCADE;
  DROP TABLE "_home_sections_v_blocks_hero" CASCADE;
  DROP TABLE "_home_sections_v_blocks_hero_locales" CASCADE;
  DROP TABLE "_home_sections_v_blocks_featured_games" CASCADE;
  DROP TABLE "_home_sections_v_blocks_featured_games_locales" CASCADE;
  DROP TABLE "_home_sections_v_blocks_fishing_games" CASCADE;
  DROP TABLE "_home_sections_v_blocks_fishing_games_locales" CASCADE;
  DROP TABLE "_home_sections_v_blocks_services" CASCADE;
  DROP TABLE "_home_sections_v_blocks_services_locales" CASCADE;
  DROP TABLE "_home_sections_v_blocks_about_claims" CASCADE;
  DROP TABLE "_home_sections_v_blocks_about_claims_locales" CASCADE;
  DROP TABLE "_home_sections_v_blocks_about" CASCADE;
  DROP TABLE "_home_sections_v_blocks_about_locales" CASCADE;
  DROP TABLE "_home_sections_v_blocks_vision" CASCADE;
  DROP TABLE "_home_sections_v_blocks_vision_locales" CASCADE;
  DROP TABLE "_home_sections_v_blocks_contact" CASCADE;
  DROP TABLE "_home_sections_v_blocks_contact_locales" CASCADE;
  DROP TABLE "_home_sections_v" CASCADE;
  DROP TABLE "_home_sections_v_locales" CASCADE;
  DROP TABLE "label_sets" CASCADE;
  DROP TABLE "label_sets_locales" CASCADE;
  DROP TABLE "_label_sets_v" CASCADE;
  DROP TABLE "_label_sets_v_locales" CASCADE;
  DROP TABLE "form_labels" CASCADE;
  DROP TABLE "form_labels_locales" CASCADE;
  DROP TABLE "_form_labels_v" CASCADE;
  DROP TABLE "_form_labels_v_locales" CASCADE;
  DROP TABLE "demo_labels" CASCADE;
  DROP TABLE "demo_labels_locales" CASCADE;
  DROP TABLE "_demo_labels_v" CASCADE;
  DROP TABLE "_demo_labels_v_locales" CASCADE;
  DROP TABLE "terms_page" CASCADE;
  DROP TABLE "terms_page_locales" CASCADE;
  DROP TABLE "_terms_page_v" CASCADE;
  DROP TABLE "_terms_page_v_locales" CASCADE;
  DROP TABLE "catalogue_order" CASCADE;
  DROP TABLE "catalogue_order_rels" CASCADE;
  DROP TABLE "site_settings_social" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_games_supported_languages";
  DROP TYPE "public"."enum_games_platforms";
  DROP TYPE "public"."enum_games_sites";
  DROP TYPE "public"."enum_games_kind";
  DROP TYPE "public"."enum_games_theme";
  DROP TYPE "public"."enum_games_layout_mode";
  DROP TYPE "public"."enum_games_max_multiplier_kind";
  DROP TYPE "public"."enum_games_volatility";
  DROP TYPE "public"."enum_games_status";
  DROP TYPE "public"."enum__games_v_version_supported_languages";
  DROP TYPE "public"."enum__games_v_version_platforms";
  DROP TYPE "public"."enum__games_v_version_sites";
  DROP TYPE "public"."enum__games_v_version_kind";
  DROP TYPE "public"."enum__games_v_version_theme";
  DROP TYPE "public"."enum__games_v_version_layout_mode";
  DROP TYPE "public"."enum__games_v_version_max_multiplier_kind";
  DROP TYPE "public"."enum__games_v_version_volatility";
  DROP TYPE "public"."enum__games_v_version_status";
  DROP TYPE "public"."enum__games_v_published_locale";
  DROP TYPE "public"."enum_enquiries_status";
  DROP TYPE "public"."enum_enquiries_type";
  DROP TYPE "public"."enum_enquiries_locale";
  DROP TYPE "public"."enum_enquiries_channel";
  DROP TYPE "public"."enum_users_languages";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_home_sections_status";
  DROP TYPE "public"."enum__home_sections_v_version_status";
  DROP TYPE "public"."enum__home_sections_v_published_locale";
  DROP TYPE "public"."enum_label_sets_status";
  DROP TYPE "public"."enum__label_sets_v_version_status";
  DROP TYPE "public"."enum__label_sets_v_published_locale";
  DROP TYPE "public"."enum_form_labels_status";
  DROP TYPE "public"."enum__form_labels_v_version_status";
  DROP TYPE "public"."enum__form_labels_v_published_locale";
  DROP TYPE "public"."enum_demo_labels_status";
  DROP TYPE "public"."enum__demo_labels_v_version_status";
  DROP TYPE "public"."enum__demo_labels_v_published_locale";
  DROP TYPE "public"."enum_terms_page_status";
  DROP TYPE "public"."enum__terms_page_v_version_status";
  DROP TYPE "public"."enum__terms_page_v_published_locale";
  DROP TYPE "public"."enum_site_settings_social_network";`)
}
