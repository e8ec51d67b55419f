import { EntryTranslations as EntryTranslations_4663ebc1511c43f8c8b1cb40c4bf13fa } from '../../../translation/TranslationStatus/EntryTranslations'
import { FormDiff as FormDiff_14cb81822f9cdecafead4c02a6735b32 } from '../../../admin/FormDiff'
import { EnglishSource as EnglishSource_dafdce915b3233a5a253c94029e36f8e } from '../../../translation/TranslationForm/EnglishSource'
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
import { TranslatedLabel as TranslatedLabel_30b13c6f193b62cf9106e4ded07e033d } from '../../../collections/Games/components/TranslatedLabel'
import { RichTextDiff as RichTextDiff_e5e8d724af351f165b4df1d4add3a1bb } from '../../../admin/RichTextDiff'
import { SitesField as SitesField_aae58c516e88084bee80cd94431d7b08 } from '../../../collections/Games/components/SitesField'
import { PublicationCell as PublicationCell_7b4b077cd35dce845566d61548bfecd9 } from '../../../translation/Publication/PublicationCell'
import { LiveHeading as LiveHeading_0a41da44ee780774e3f4de63af7ab1f2 } from '../../../collections/Games/components/LiveHeading'
import { ChangedElsewhere as ChangedElsewhere_7b2e4ce0f08f278f047183fe833bd44f } from '../../../translation/TranslationForm/ChangedElsewhere'
import { ReviewControls as ReviewControls_7d4d155c44bce70710dc61c372686888 } from '../../../translation/TranslationForm/ReviewControls'
import { NewDocumentGuard as NewDocumentGuard_37bdc4d70cebf3547453a8efcd72de15 } from '../../../translation/Publication/NewDocumentGuard'
import { ReleaseLockOnLeave as ReleaseLockOnLeave_2e32e53bab6d7578fbaf0a8fa0c8cc14 } from '../../../admin/ReleaseLockOnLeave'
import { TakenOverBy as TakenOverBy_68ad8396f1bc721da36c04eb3f307db4 } from '../../../admin/TakenOverBy'
import { UnsavedText as UnsavedText_5ab0e4a90b58b634359e6a2732be1699 } from '../../../admin/UnsavedText'
import { SavesBeforeLeaving as SavesBeforeLeaving_a3d453fcabb80c83ba33a00d7d6b2591 } from '../../../admin/SavesBeforeLeaving'
import { EditorsPublishButton as EditorsPublishButton_d48af1cc5ce4ab381e4a23da38c3a9a1 } from '../../../translation/Publication/EditorsOnly'
import { EditorsStatus as EditorsStatus_d48af1cc5ce4ab381e4a23da38c3a9a1 } from '../../../translation/Publication/EditorsOnly'
import { EditorsUnpublishButton as EditorsUnpublishButton_d48af1cc5ce4ab381e4a23da38c3a9a1 } from '../../../translation/Publication/EditorsOnly'
import { VersionsView as VersionsView_b1f40e4ef9c25810c9e94ea177393b86 } from '../../../translation/Publication/VersionsView'
import { VersionsCount as VersionsCount_33dcbac868f141f6a9ed1e1a1cf41e7b } from '../../../translation/Publication/VersionsCount'
import { RestoreNote as RestoreNote_d3563bc8c7cd1772fda41d8f62c44b68 } from '../../../translation/Publication/RestoreNote'
import { RestoreDate as RestoreDate_843ef6f20c6acdf9199a789740eb806b } from '../../../translation/Publication/RestoreDate'
import { RestoreChanges as RestoreChanges_6b9c6a1d546e7e71ce415b1048493c37 } from '../../../translation/Publication/RestoreChanges'
import { VersionLanguageNames as VersionLanguageNames_07c049f103cc30baf26d9a95686d19c4 } from '../../../translation/Publication/VersionLanguageNames'
import { VersionBadge as VersionBadge_c544a28adecb07eef634e86577323290 } from '../../../translation/Publication/VersionBadge'
import { RestoreRefusal as RestoreRefusal_d135f84d23664d89dc6d64b928247756 } from '../../../translation/Publication/RestoreRefusal'
import { EditorsOnlyNote as EditorsOnlyNote_5a961b10d5f4e1139072d574e8c386a6 } from '../../../admin/EditorsOnlyNote'
import { NewEntryHeading as NewEntryHeading_2951c70b612c66077bd5913d8a06ff07 } from '../../../admin/NewEntryHeading'
import { RoleDescription as RoleDescription_c2c7abefe342c00e624c25409515b5b2 } from '../../../admin/RoleDescription'
import { LanguagesField as LanguagesField_58344004907912c2b8dad6ce2b0b655b } from '../../../collections/Users/LanguagesField'
import { TermRowLabel as TermRowLabel_bfb39027761dd24395de59f1fec1c16d } from '../../../globals/Glossary/TermRowLabel'
import { TranslationStatusNavLink as TranslationStatusNavLink_45e0165f665210889ac8fcb161519af8 } from '../../../translation/TranslationStatus/NavLink'
import { AdminLanguage as AdminLanguage_fb0de88f193f7a5f9858747547cce98a } from '../../../admin/AdminLanguage'
import { CopyRefusalShown as CopyRefusalShown_cf377b6b8f7edfd42e5c478bff97d7b3 } from '../../../admin/CopyRefusalShown'
import { AdminFonts as AdminFonts_ac187d83d20da28b5b6a40a61611c6bd } from '../../../admin/AdminFonts'
import { LockedSinceDate as LockedSinceDate_2708c41bee982748cd1deb86bf420443 } from '../../../admin/LockedSinceDate'
import { FileSizes as FileSizes_cc5087d252e241d81b5e2ec7aa90999e } from '../../../admin/FileSizes'
import { FieldLanguageTags as FieldLanguageTags_696091570fe28d4924c6478d54e2a49b } from '../../../admin/FieldLanguageTags'
import { FullWidthColons as FullWidthColons_3467b79bb68cd0a26408c0f0987c2d3c } from '../../../admin/FullWidthColons'
import { ScreenReaderLabels as ScreenReaderLabels_aba4df94f15e93c6e90b43e01d5cc21d } from '../../../admin/ScreenReaderLabels'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { EditorsWork as EditorsWork_97155ac63102bfe781803d4a2d6c454c } from '../../../admin/EditorsWork'
import { NoPasswordReset as NoPasswordReset_a3fe11d15b563edcb90c93c4f87528e8 } from '../../../admin/NoPasswordReset'
import { FirstAdminClosed as FirstAdminClosed_e9c447bebdc92a0eb430242b6ec175f9 } from '../../../admin/FirstAdminClosed'
import { TranslationStatusView as TranslationStatusView_79f574c3dce24f82ad19a34ed5f5c1ae } from '../../../translation/TranslationStatus'
import { YourWork as YourWork_f4512de130ff34de5ca6ee1308f911e7 } from '../../../translation/TranslationStatus/YourWork'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/translation/TranslationStatus/EntryTranslations#EntryTranslations": EntryTranslations_4663ebc1511c43f8c8b1cb40c4bf13fa,
  "/admin/FormDiff#FormDiff": FormDiff_14cb81822f9cdecafead4c02a6735b32,
  "/translation/TranslationForm/EnglishSource#EnglishSource": EnglishSource_dafdce915b3233a5a253c94029e36f8e,
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
  "/collections/Games/components/TranslatedLabel#TranslatedLabel": TranslatedLabel_30b13c6f193b62cf9106e4ded07e033d,
  "/admin/RichTextDiff#RichTextDiff": RichTextDiff_e5e8d724af351f165b4df1d4add3a1bb,
  "/collections/Games/components/SitesField#SitesField": SitesField_aae58c516e88084bee80cd94431d7b08,
  "/translation/Publication/PublicationCell#PublicationCell": PublicationCell_7b4b077cd35dce845566d61548bfecd9,
  "/collections/Games/components/LiveHeading#LiveHeading": LiveHeading_0a41da44ee780774e3f4de63af7ab1f2,
  "/translation/TranslationForm/ChangedElsewhere#ChangedElsewhere": ChangedElsewhere_7b2e4ce0f08f278f047183fe833bd44f,
  "/translation/TranslationForm/ReviewControls#ReviewControls": ReviewControls_7d4d155c44bce70710dc61c372686888,
  "/translation/Publication/NewDocumentGuard#NewDocumentGuard": NewDocumentGuard_37bdc4d70cebf3547453a8efcd72de15,
  "/admin/ReleaseLockOnLeave#ReleaseLockOnLeave": ReleaseLockOnLeave_2e32e53bab6d7578fbaf0a8fa0c8cc14,
  "/admin/TakenOverBy#TakenOverBy": TakenOverBy_68ad8396f1bc721da36c04eb3f307db4,
  "/admin/UnsavedText#UnsavedText": UnsavedText_5ab0e4a90b58b634359e6a2732be1699,
  "/admin/SavesBeforeLeaving#SavesBeforeLeaving": SavesBeforeLeaving_a3d453fcabb80c83ba33a00d7d6b2591,
  "/translation/Publication/EditorsOnly#EditorsPublishButton": EditorsPublishButton_d48af1cc5ce4ab381e4a23da38c3a9a1,
  "/translation/Publication/EditorsOnly#EditorsStatus": EditorsStatus_d48af1cc5ce4ab381e4a23da38c3a9a1,
  "/translation/Publication/EditorsOnly#EditorsUnpublishButton": EditorsUnpublishButton_d48af1cc5ce4ab381e4a23da38c3a9a1,
  "/translation/Publication/VersionsView#VersionsView": VersionsView_b1f40e4ef9c25810c9e94ea177393b86,
  "/translation/Publication/VersionsCount#VersionsCount": VersionsCount_33dcbac868f141f6a9ed1e1a1cf41e7b,
  "/translation/Publication/RestoreNote#RestoreNote": RestoreNote_d3563bc8c7cd1772fda41d8f62c44b68,
  "/translation/Publication/RestoreDate#RestoreDate": RestoreDate_843ef6f20c6acdf9199a789740eb806b,
  "/translation/Publication/RestoreChanges#RestoreChanges": RestoreChanges_6b9c6a1d546e7e71ce415b1048493c37,
  "/translation/Publication/VersionLanguageNames#VersionLanguageNames": VersionLanguageNames_07c049f103cc30baf26d9a95686d19c4,
  "/translation/Publication/VersionBadge#VersionBadge": VersionBadge_c544a28adecb07eef634e86577323290,
  "/translation/Publication/RestoreRefusal#RestoreRefusal": RestoreRefusal_d135f84d23664d89dc6d64b928247756,
  "/admin/EditorsOnlyNote#EditorsOnlyNote": EditorsOnlyNote_5a961b10d5f4e1139072d574e8c386a6,
  "/admin/NewEntryHeading#NewEntryHeading": NewEntryHeading_2951c70b612c66077bd5913d8a06ff07,
  "/admin/RoleDescription#RoleDescription": RoleDescription_c2c7abefe342c00e624c25409515b5b2,
  "/collections/Users/LanguagesField#LanguagesField": LanguagesField_58344004907912c2b8dad6ce2b0b655b,
  "/globals/Glossary/TermRowLabel#TermRowLabel": TermRowLabel_bfb39027761dd24395de59f1fec1c16d,
  "/translation/TranslationStatus/NavLink#TranslationStatusNavLink": TranslationStatusNavLink_45e0165f665210889ac8fcb161519af8,
  "/admin/AdminLanguage#AdminLanguage": AdminLanguage_fb0de88f193f7a5f9858747547cce98a,
  "/admin/CopyRefusalShown#CopyRefusalShown": CopyRefusalShown_cf377b6b8f7edfd42e5c478bff97d7b3,
  "/admin/AdminFonts#AdminFonts": AdminFonts_ac187d83d20da28b5b6a40a61611c6bd,
  "/admin/LockedSinceDate#LockedSinceDate": LockedSinceDate_2708c41bee982748cd1deb86bf420443,
  "/admin/FileSizes#FileSizes": FileSizes_cc5087d252e241d81b5e2ec7aa90999e,
  "/admin/FieldLanguageTags#FieldLanguageTags": FieldLanguageTags_696091570fe28d4924c6478d54e2a49b,
  "/admin/FullWidthColons#FullWidthColons": FullWidthColons_3467b79bb68cd0a26408c0f0987c2d3c,
  "/admin/ScreenReaderLabels#ScreenReaderLabels": ScreenReaderLabels_aba4df94f15e93c6e90b43e01d5cc21d,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/admin/EditorsWork#EditorsWork": EditorsWork_97155ac63102bfe781803d4a2d6c454c,
  "/admin/NoPasswordReset#NoPasswordReset": NoPasswordReset_a3fe11d15b563edcb90c93c4f87528e8,
  "/admin/FirstAdminClosed#FirstAdminClosed": FirstAdminClosed_e9c447bebdc92a0eb430242b6ec175f9,
  "/translation/TranslationStatus#TranslationStatusView": TranslationStatusView_79f574c3dce24f82ad19a34ed5f5c1ae,
  "/translation/TranslationStatus/YourWork#YourWork": YourWork_f4512de130ff34de5ca6ee1308f911e7,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
