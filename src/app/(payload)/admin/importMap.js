import { EntryTranslations as EntryTranslations_f42eec58af2b8851e1c6e95ad33facd6 } from '../../../admin/TranslationStatus/EntryTranslations'
import { EnglishSource as EnglishSource_0be830c125a7470b57d890c90e318eb4 } from '../../../admin/TranslationForm/EnglishSource'
import { TitleCell as TitleCell_c4b8e1ec42ad46d51ecc324213776aa1 } from '../../../collections/Games/components/TitleCell'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SitesField as SitesField_aae58c516e88084bee80cd94431d7b08 } from '../../../collections/Games/components/SitesField'
import { PublicationCell as PublicationCell_80a972e3be1d16e40115b4d7dc919ad2 } from '../../../admin/Publication/PublicationCell'
import { ReviewControls as ReviewControls_d7f1c73e6cb2cebcf001dd3e0e2f86d9 } from '../../../admin/TranslationForm/ReviewControls'
import { EditorsPublishButton as EditorsPublishButton_dc139c6f985833a9958f756f6073fe72 } from '../../../admin/EditorsOnly'
import { EditorsStatus as EditorsStatus_dc139c6f985833a9958f756f6073fe72 } from '../../../admin/EditorsOnly'
import { EditorsUnpublishButton as EditorsUnpublishButton_dc139c6f985833a9958f756f6073fe72 } from '../../../admin/EditorsOnly'
import { RoleDescription as RoleDescription_c2c7abefe342c00e624c25409515b5b2 } from '../../../admin/RoleDescription'
import { LanguagesField as LanguagesField_58344004907912c2b8dad6ce2b0b655b } from '../../../collections/Users/LanguagesField'
import { TermRowLabel as TermRowLabel_bfb39027761dd24395de59f1fec1c16d } from '../../../globals/Glossary/TermRowLabel'
import { TranslationStatusNavLink as TranslationStatusNavLink_f2ba0ef9be2aba4fac7b4e8496b10a6a } from '../../../admin/TranslationStatus/NavLink'
import { AdminLanguage as AdminLanguage_fb0de88f193f7a5f9858747547cce98a } from '../../../admin/AdminLanguage'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { TranslationStatusView as TranslationStatusView_d18db2a1727e690b6c9c0c6f5f626931 } from '../../../admin/TranslationStatus'
import { FirstAdminClosed as FirstAdminClosed_e9c447bebdc92a0eb430242b6ec175f9 } from '../../../admin/FirstAdminClosed'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/TranslationStatus/EntryTranslations#EntryTranslations": EntryTranslations_f42eec58af2b8851e1c6e95ad33facd6,
  "/admin/TranslationForm/EnglishSource#EnglishSource": EnglishSource_0be830c125a7470b57d890c90e318eb4,
  "/collections/Games/components/TitleCell#TitleCell": TitleCell_c4b8e1ec42ad46d51ecc324213776aa1,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/collections/Games/components/SitesField#SitesField": SitesField_aae58c516e88084bee80cd94431d7b08,
  "/admin/Publication/PublicationCell#PublicationCell": PublicationCell_80a972e3be1d16e40115b4d7dc919ad2,
  "/admin/TranslationForm/ReviewControls#ReviewControls": ReviewControls_d7f1c73e6cb2cebcf001dd3e0e2f86d9,
  "/admin/EditorsOnly#EditorsPublishButton": EditorsPublishButton_dc139c6f985833a9958f756f6073fe72,
  "/admin/EditorsOnly#EditorsStatus": EditorsStatus_dc139c6f985833a9958f756f6073fe72,
  "/admin/EditorsOnly#EditorsUnpublishButton": EditorsUnpublishButton_dc139c6f985833a9958f756f6073fe72,
  "/admin/RoleDescription#RoleDescription": RoleDescription_c2c7abefe342c00e624c25409515b5b2,
  "/collections/Users/LanguagesField#LanguagesField": LanguagesField_58344004907912c2b8dad6ce2b0b655b,
  "/globals/Glossary/TermRowLabel#TermRowLabel": TermRowLabel_bfb39027761dd24395de59f1fec1c16d,
  "/admin/TranslationStatus/NavLink#TranslationStatusNavLink": TranslationStatusNavLink_f2ba0ef9be2aba4fac7b4e8496b10a6a,
  "/admin/AdminLanguage#AdminLanguage": AdminLanguage_fb0de88f193f7a5f9858747547cce98a,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/admin/TranslationStatus#TranslationStatusView": TranslationStatusView_d18db2a1727e690b6c9c0c6f5f626931,
  "/admin/FirstAdminClosed#FirstAdminClosed": FirstAdminClosed_e9c447bebdc92a0eb430242b6ec175f9,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
