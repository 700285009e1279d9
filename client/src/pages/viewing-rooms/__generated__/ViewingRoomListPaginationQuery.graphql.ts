/**
 * @generated SignedSource<<03c3bbbda9901d468d7a9f8b267f833b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArtworkMedium = "ACRYLIC" | "CALLIGRAPHY" | "DRAWING" | "INK" | "INSTALLATION" | "MIXED_MEDIA" | "OIL" | "PHOTOGRAPHY" | "PRINT" | "SCULPTURE" | "WATERCOLOR" | "%future added value";
export type ArtworkStatus = "AVAILABLE" | "NOT_FOR_SALE" | "RESERVED" | "SOLD" | "%future added value";
export type GoodsKind = "DERIVATIVE" | "ORIGINAL" | "PRINT" | "%future added value";
export type GoodsStatus = "OFF_SHELF" | "ON_SALE" | "SOLD_OUT" | "%future added value";
export type SizeClass = "LARGE" | "MEDIUM" | "SMALL" | "%future added value";
export type ViewingRoomStatus = "CLOSED" | "OPEN" | "UPCOMING" | "%future added value";
export type ViewingRoomWhereInput = {
  and?: ReadonlyArray<ViewingRoomWhereInput> | null | undefined;
  closesAt?: string | null | undefined;
  closesAtGT?: string | null | undefined;
  closesAtGTE?: string | null | undefined;
  closesAtIn?: ReadonlyArray<string> | null | undefined;
  closesAtLT?: string | null | undefined;
  closesAtLTE?: string | null | undefined;
  closesAtNEQ?: string | null | undefined;
  closesAtNotIn?: ReadonlyArray<string> | null | undefined;
  createdAt?: string | null | undefined;
  createdAtGT?: string | null | undefined;
  createdAtGTE?: string | null | undefined;
  createdAtIn?: ReadonlyArray<string> | null | undefined;
  createdAtLT?: string | null | undefined;
  createdAtLTE?: string | null | undefined;
  createdAtNEQ?: string | null | undefined;
  createdAtNotIn?: ReadonlyArray<string> | null | undefined;
  hasArtworks?: boolean | null | undefined;
  hasArtworksWith?: ReadonlyArray<ArtworkWhereInput> | null | undefined;
  hasCover?: boolean | null | undefined;
  hasCoverWith?: ReadonlyArray<ArtworkImageWhereInput> | null | undefined;
  hasGallery?: boolean | null | undefined;
  hasGalleryWith?: ReadonlyArray<GalleryWhereInput> | null | undefined;
  id?: string | null | undefined;
  idGT?: string | null | undefined;
  idGTE?: string | null | undefined;
  idIn?: ReadonlyArray<string> | null | undefined;
  idLT?: string | null | undefined;
  idLTE?: string | null | undefined;
  idNEQ?: string | null | undefined;
  idNotIn?: ReadonlyArray<string> | null | undefined;
  not?: ViewingRoomWhereInput | null | undefined;
  opensAt?: string | null | undefined;
  opensAtGT?: string | null | undefined;
  opensAtGTE?: string | null | undefined;
  opensAtIn?: ReadonlyArray<string> | null | undefined;
  opensAtLT?: string | null | undefined;
  opensAtLTE?: string | null | undefined;
  opensAtNEQ?: string | null | undefined;
  opensAtNotIn?: ReadonlyArray<string> | null | undefined;
  or?: ReadonlyArray<ViewingRoomWhereInput> | null | undefined;
  search?: string | null | undefined;
  statement?: string | null | undefined;
  statementContains?: string | null | undefined;
  statementContainsFold?: string | null | undefined;
  statementEqualFold?: string | null | undefined;
  statementGT?: string | null | undefined;
  statementGTE?: string | null | undefined;
  statementHasPrefix?: string | null | undefined;
  statementHasSuffix?: string | null | undefined;
  statementIn?: ReadonlyArray<string> | null | undefined;
  statementIsNil?: boolean | null | undefined;
  statementLT?: string | null | undefined;
  statementLTE?: string | null | undefined;
  statementNEQ?: string | null | undefined;
  statementNotIn?: ReadonlyArray<string> | null | undefined;
  statementNotNil?: boolean | null | undefined;
  title?: string | null | undefined;
  titleAbbr?: string | null | undefined;
  titleAbbrContains?: string | null | undefined;
  titleAbbrContainsFold?: string | null | undefined;
  titleAbbrEqualFold?: string | null | undefined;
  titleAbbrGT?: string | null | undefined;
  titleAbbrGTE?: string | null | undefined;
  titleAbbrHasPrefix?: string | null | undefined;
  titleAbbrHasSuffix?: string | null | undefined;
  titleAbbrIn?: ReadonlyArray<string> | null | undefined;
  titleAbbrLT?: string | null | undefined;
  titleAbbrLTE?: string | null | undefined;
  titleAbbrNEQ?: string | null | undefined;
  titleAbbrNotIn?: ReadonlyArray<string> | null | undefined;
  titleContains?: string | null | undefined;
  titleContainsFold?: string | null | undefined;
  titleEqualFold?: string | null | undefined;
  titleGT?: string | null | undefined;
  titleGTE?: string | null | undefined;
  titleHasPrefix?: string | null | undefined;
  titleHasSuffix?: string | null | undefined;
  titleIn?: ReadonlyArray<string> | null | undefined;
  titleLT?: string | null | undefined;
  titleLTE?: string | null | undefined;
  titleNEQ?: string | null | undefined;
  titleNotIn?: ReadonlyArray<string> | null | undefined;
  titlePinyin?: string | null | undefined;
  titlePinyinContains?: string | null | undefined;
  titlePinyinContainsFold?: string | null | undefined;
  titlePinyinEqualFold?: string | null | undefined;
  titlePinyinGT?: string | null | undefined;
  titlePinyinGTE?: string | null | undefined;
  titlePinyinHasPrefix?: string | null | undefined;
  titlePinyinHasSuffix?: string | null | undefined;
  titlePinyinIn?: ReadonlyArray<string> | null | undefined;
  titlePinyinLT?: string | null | undefined;
  titlePinyinLTE?: string | null | undefined;
  titlePinyinNEQ?: string | null | undefined;
  titlePinyinNotIn?: ReadonlyArray<string> | null | undefined;
  updatedAt?: string | null | undefined;
  updatedAtGT?: string | null | undefined;
  updatedAtGTE?: string | null | undefined;
  updatedAtIn?: ReadonlyArray<string> | null | undefined;
  updatedAtLT?: string | null | undefined;
  updatedAtLTE?: string | null | undefined;
  updatedAtNEQ?: string | null | undefined;
  updatedAtNotIn?: ReadonlyArray<string> | null | undefined;
};
export type GalleryWhereInput = {
  address?: string | null | undefined;
  addressContains?: string | null | undefined;
  addressContainsFold?: string | null | undefined;
  addressEqualFold?: string | null | undefined;
  addressGT?: string | null | undefined;
  addressGTE?: string | null | undefined;
  addressHasPrefix?: string | null | undefined;
  addressHasSuffix?: string | null | undefined;
  addressIn?: ReadonlyArray<string> | null | undefined;
  addressIsNil?: boolean | null | undefined;
  addressLT?: string | null | undefined;
  addressLTE?: string | null | undefined;
  addressNEQ?: string | null | undefined;
  addressNotIn?: ReadonlyArray<string> | null | undefined;
  addressNotNil?: boolean | null | undefined;
  and?: ReadonlyArray<GalleryWhereInput> | null | undefined;
  city?: string | null | undefined;
  cityContains?: string | null | undefined;
  cityContainsFold?: string | null | undefined;
  cityEqualFold?: string | null | undefined;
  cityGT?: string | null | undefined;
  cityGTE?: string | null | undefined;
  cityHasPrefix?: string | null | undefined;
  cityHasSuffix?: string | null | undefined;
  cityIn?: ReadonlyArray<string> | null | undefined;
  cityLT?: string | null | undefined;
  cityLTE?: string | null | undefined;
  cityNEQ?: string | null | undefined;
  cityNotIn?: ReadonlyArray<string> | null | undefined;
  createdAt?: string | null | undefined;
  createdAtGT?: string | null | undefined;
  createdAtGTE?: string | null | undefined;
  createdAtIn?: ReadonlyArray<string> | null | undefined;
  createdAtLT?: string | null | undefined;
  createdAtLTE?: string | null | undefined;
  createdAtNEQ?: string | null | undefined;
  createdAtNotIn?: ReadonlyArray<string> | null | undefined;
  description?: string | null | undefined;
  descriptionContains?: string | null | undefined;
  descriptionContainsFold?: string | null | undefined;
  descriptionEqualFold?: string | null | undefined;
  descriptionGT?: string | null | undefined;
  descriptionGTE?: string | null | undefined;
  descriptionHasPrefix?: string | null | undefined;
  descriptionHasSuffix?: string | null | undefined;
  descriptionIn?: ReadonlyArray<string> | null | undefined;
  descriptionIsNil?: boolean | null | undefined;
  descriptionLT?: string | null | undefined;
  descriptionLTE?: string | null | undefined;
  descriptionNEQ?: string | null | undefined;
  descriptionNotIn?: ReadonlyArray<string> | null | undefined;
  descriptionNotNil?: boolean | null | undefined;
  email?: string | null | undefined;
  emailContains?: string | null | undefined;
  emailContainsFold?: string | null | undefined;
  emailEqualFold?: string | null | undefined;
  emailGT?: string | null | undefined;
  emailGTE?: string | null | undefined;
  emailHasPrefix?: string | null | undefined;
  emailHasSuffix?: string | null | undefined;
  emailIn?: ReadonlyArray<string> | null | undefined;
  emailIsNil?: boolean | null | undefined;
  emailLT?: string | null | undefined;
  emailLTE?: string | null | undefined;
  emailNEQ?: string | null | undefined;
  emailNotIn?: ReadonlyArray<string> | null | undefined;
  emailNotNil?: boolean | null | undefined;
  foundedYear?: number | null | undefined;
  foundedYearGT?: number | null | undefined;
  foundedYearGTE?: number | null | undefined;
  foundedYearIn?: ReadonlyArray<number> | null | undefined;
  foundedYearIsNil?: boolean | null | undefined;
  foundedYearLT?: number | null | undefined;
  foundedYearLTE?: number | null | undefined;
  foundedYearNEQ?: number | null | undefined;
  foundedYearNotIn?: ReadonlyArray<number> | null | undefined;
  foundedYearNotNil?: boolean | null | undefined;
  hasArtists?: boolean | null | undefined;
  hasArtistsWith?: ReadonlyArray<ArtistWhereInput> | null | undefined;
  hasArtworks?: boolean | null | undefined;
  hasArtworksWith?: ReadonlyArray<ArtworkWhereInput> | null | undefined;
  hasCover?: boolean | null | undefined;
  hasCoverWith?: ReadonlyArray<ArtworkImageWhereInput> | null | undefined;
  hasExhibitions?: boolean | null | undefined;
  hasExhibitionsWith?: ReadonlyArray<ExhibitionWhereInput> | null | undefined;
  hasViewingRooms?: boolean | null | undefined;
  hasViewingRoomsWith?: ReadonlyArray<ViewingRoomWhereInput> | null | undefined;
  id?: string | null | undefined;
  idGT?: string | null | undefined;
  idGTE?: string | null | undefined;
  idIn?: ReadonlyArray<string> | null | undefined;
  idLT?: string | null | undefined;
  idLTE?: string | null | undefined;
  idNEQ?: string | null | undefined;
  idNotIn?: ReadonlyArray<string> | null | undefined;
  initial?: string | null | undefined;
  initialContains?: string | null | undefined;
  initialContainsFold?: string | null | undefined;
  initialEqualFold?: string | null | undefined;
  initialGT?: string | null | undefined;
  initialGTE?: string | null | undefined;
  initialHasPrefix?: string | null | undefined;
  initialHasSuffix?: string | null | undefined;
  initialIn?: ReadonlyArray<string> | null | undefined;
  initialLT?: string | null | undefined;
  initialLTE?: string | null | undefined;
  initialNEQ?: string | null | undefined;
  initialNotIn?: ReadonlyArray<string> | null | undefined;
  logo?: string | null | undefined;
  logoContains?: string | null | undefined;
  logoContainsFold?: string | null | undefined;
  logoEqualFold?: string | null | undefined;
  logoGT?: string | null | undefined;
  logoGTE?: string | null | undefined;
  logoHasPrefix?: string | null | undefined;
  logoHasSuffix?: string | null | undefined;
  logoHeight?: number | null | undefined;
  logoHeightGT?: number | null | undefined;
  logoHeightGTE?: number | null | undefined;
  logoHeightIn?: ReadonlyArray<number> | null | undefined;
  logoHeightIsNil?: boolean | null | undefined;
  logoHeightLT?: number | null | undefined;
  logoHeightLTE?: number | null | undefined;
  logoHeightNEQ?: number | null | undefined;
  logoHeightNotIn?: ReadonlyArray<number> | null | undefined;
  logoHeightNotNil?: boolean | null | undefined;
  logoIn?: ReadonlyArray<string> | null | undefined;
  logoIsNil?: boolean | null | undefined;
  logoLT?: string | null | undefined;
  logoLTE?: string | null | undefined;
  logoNEQ?: string | null | undefined;
  logoNotIn?: ReadonlyArray<string> | null | undefined;
  logoNotNil?: boolean | null | undefined;
  logoWidth?: number | null | undefined;
  logoWidthGT?: number | null | undefined;
  logoWidthGTE?: number | null | undefined;
  logoWidthIn?: ReadonlyArray<number> | null | undefined;
  logoWidthIsNil?: boolean | null | undefined;
  logoWidthLT?: number | null | undefined;
  logoWidthLTE?: number | null | undefined;
  logoWidthNEQ?: number | null | undefined;
  logoWidthNotIn?: ReadonlyArray<number> | null | undefined;
  logoWidthNotNil?: boolean | null | undefined;
  name?: string | null | undefined;
  nameContains?: string | null | undefined;
  nameContainsFold?: string | null | undefined;
  nameEn?: string | null | undefined;
  nameEnContains?: string | null | undefined;
  nameEnContainsFold?: string | null | undefined;
  nameEnEqualFold?: string | null | undefined;
  nameEnGT?: string | null | undefined;
  nameEnGTE?: string | null | undefined;
  nameEnHasPrefix?: string | null | undefined;
  nameEnHasSuffix?: string | null | undefined;
  nameEnIn?: ReadonlyArray<string> | null | undefined;
  nameEnIsNil?: boolean | null | undefined;
  nameEnLT?: string | null | undefined;
  nameEnLTE?: string | null | undefined;
  nameEnNEQ?: string | null | undefined;
  nameEnNotIn?: ReadonlyArray<string> | null | undefined;
  nameEnNotNil?: boolean | null | undefined;
  nameEqualFold?: string | null | undefined;
  nameGT?: string | null | undefined;
  nameGTE?: string | null | undefined;
  nameHasPrefix?: string | null | undefined;
  nameHasSuffix?: string | null | undefined;
  nameIn?: ReadonlyArray<string> | null | undefined;
  nameLT?: string | null | undefined;
  nameLTE?: string | null | undefined;
  nameNEQ?: string | null | undefined;
  nameNotIn?: ReadonlyArray<string> | null | undefined;
  not?: GalleryWhereInput | null | undefined;
  openingHours?: string | null | undefined;
  openingHoursContains?: string | null | undefined;
  openingHoursContainsFold?: string | null | undefined;
  openingHoursEqualFold?: string | null | undefined;
  openingHoursGT?: string | null | undefined;
  openingHoursGTE?: string | null | undefined;
  openingHoursHasPrefix?: string | null | undefined;
  openingHoursHasSuffix?: string | null | undefined;
  openingHoursIn?: ReadonlyArray<string> | null | undefined;
  openingHoursIsNil?: boolean | null | undefined;
  openingHoursLT?: string | null | undefined;
  openingHoursLTE?: string | null | undefined;
  openingHoursNEQ?: string | null | undefined;
  openingHoursNotIn?: ReadonlyArray<string> | null | undefined;
  openingHoursNotNil?: boolean | null | undefined;
  or?: ReadonlyArray<GalleryWhereInput> | null | undefined;
  phone?: string | null | undefined;
  phoneContains?: string | null | undefined;
  phoneContainsFold?: string | null | undefined;
  phoneEqualFold?: string | null | undefined;
  phoneGT?: string | null | undefined;
  phoneGTE?: string | null | undefined;
  phoneHasPrefix?: string | null | undefined;
  phoneHasSuffix?: string | null | undefined;
  phoneIn?: ReadonlyArray<string> | null | undefined;
  phoneIsNil?: boolean | null | undefined;
  phoneLT?: string | null | undefined;
  phoneLTE?: string | null | undefined;
  phoneNEQ?: string | null | undefined;
  phoneNotIn?: ReadonlyArray<string> | null | undefined;
  phoneNotNil?: boolean | null | undefined;
  pinyin?: string | null | undefined;
  pinyinAbbr?: string | null | undefined;
  pinyinAbbrContains?: string | null | undefined;
  pinyinAbbrContainsFold?: string | null | undefined;
  pinyinAbbrEqualFold?: string | null | undefined;
  pinyinAbbrGT?: string | null | undefined;
  pinyinAbbrGTE?: string | null | undefined;
  pinyinAbbrHasPrefix?: string | null | undefined;
  pinyinAbbrHasSuffix?: string | null | undefined;
  pinyinAbbrIn?: ReadonlyArray<string> | null | undefined;
  pinyinAbbrLT?: string | null | undefined;
  pinyinAbbrLTE?: string | null | undefined;
  pinyinAbbrNEQ?: string | null | undefined;
  pinyinAbbrNotIn?: ReadonlyArray<string> | null | undefined;
  pinyinContains?: string | null | undefined;
  pinyinContainsFold?: string | null | undefined;
  pinyinEqualFold?: string | null | undefined;
  pinyinGT?: string | null | undefined;
  pinyinGTE?: string | null | undefined;
  pinyinHasPrefix?: string | null | undefined;
  pinyinHasSuffix?: string | null | undefined;
  pinyinIn?: ReadonlyArray<string> | null | undefined;
  pinyinLT?: string | null | undefined;
  pinyinLTE?: string | null | undefined;
  pinyinNEQ?: string | null | undefined;
  pinyinNotIn?: ReadonlyArray<string> | null | undefined;
  search?: string | null | undefined;
  updatedAt?: string | null | undefined;
  updatedAtGT?: string | null | undefined;
  updatedAtGTE?: string | null | undefined;
  updatedAtIn?: ReadonlyArray<string> | null | undefined;
  updatedAtLT?: string | null | undefined;
  updatedAtLTE?: string | null | undefined;
  updatedAtNEQ?: string | null | undefined;
  updatedAtNotIn?: ReadonlyArray<string> | null | undefined;
  website?: string | null | undefined;
  websiteContains?: string | null | undefined;
  websiteContainsFold?: string | null | undefined;
  websiteEqualFold?: string | null | undefined;
  websiteGT?: string | null | undefined;
  websiteGTE?: string | null | undefined;
  websiteHasPrefix?: string | null | undefined;
  websiteHasSuffix?: string | null | undefined;
  websiteIn?: ReadonlyArray<string> | null | undefined;
  websiteIsNil?: boolean | null | undefined;
  websiteLT?: string | null | undefined;
  websiteLTE?: string | null | undefined;
  websiteNEQ?: string | null | undefined;
  websiteNotIn?: ReadonlyArray<string> | null | undefined;
  websiteNotNil?: boolean | null | undefined;
};
export type ArtistWhereInput = {
  and?: ReadonlyArray<ArtistWhereInput> | null | undefined;
  bio?: string | null | undefined;
  bioContains?: string | null | undefined;
  bioContainsFold?: string | null | undefined;
  bioEqualFold?: string | null | undefined;
  bioGT?: string | null | undefined;
  bioGTE?: string | null | undefined;
  bioHasPrefix?: string | null | undefined;
  bioHasSuffix?: string | null | undefined;
  bioIn?: ReadonlyArray<string> | null | undefined;
  bioIsNil?: boolean | null | undefined;
  bioLT?: string | null | undefined;
  bioLTE?: string | null | undefined;
  bioNEQ?: string | null | undefined;
  bioNotIn?: ReadonlyArray<string> | null | undefined;
  bioNotNil?: boolean | null | undefined;
  birthYear?: number | null | undefined;
  birthYearGT?: number | null | undefined;
  birthYearGTE?: number | null | undefined;
  birthYearIn?: ReadonlyArray<number> | null | undefined;
  birthYearIsNil?: boolean | null | undefined;
  birthYearLT?: number | null | undefined;
  birthYearLTE?: number | null | undefined;
  birthYearNEQ?: number | null | undefined;
  birthYearNotIn?: ReadonlyArray<number> | null | undefined;
  birthYearNotNil?: boolean | null | undefined;
  createdAt?: string | null | undefined;
  createdAtGT?: string | null | undefined;
  createdAtGTE?: string | null | undefined;
  createdAtIn?: ReadonlyArray<string> | null | undefined;
  createdAtLT?: string | null | undefined;
  createdAtLTE?: string | null | undefined;
  createdAtNEQ?: string | null | undefined;
  createdAtNotIn?: ReadonlyArray<string> | null | undefined;
  hasArtworks?: boolean | null | undefined;
  hasArtworksWith?: ReadonlyArray<ArtworkWhereInput> | null | undefined;
  hasExhibitions?: boolean | null | undefined;
  hasExhibitionsWith?: ReadonlyArray<ExhibitionWhereInput> | null | undefined;
  hasGalleries?: boolean | null | undefined;
  hasGalleriesWith?: ReadonlyArray<GalleryWhereInput> | null | undefined;
  id?: string | null | undefined;
  idGT?: string | null | undefined;
  idGTE?: string | null | undefined;
  idIn?: ReadonlyArray<string> | null | undefined;
  idLT?: string | null | undefined;
  idLTE?: string | null | undefined;
  idNEQ?: string | null | undefined;
  idNotIn?: ReadonlyArray<string> | null | undefined;
  initial?: string | null | undefined;
  initialContains?: string | null | undefined;
  initialContainsFold?: string | null | undefined;
  initialEqualFold?: string | null | undefined;
  initialGT?: string | null | undefined;
  initialGTE?: string | null | undefined;
  initialHasPrefix?: string | null | undefined;
  initialHasSuffix?: string | null | undefined;
  initialIn?: ReadonlyArray<string> | null | undefined;
  initialLT?: string | null | undefined;
  initialLTE?: string | null | undefined;
  initialNEQ?: string | null | undefined;
  initialNotIn?: ReadonlyArray<string> | null | undefined;
  name?: string | null | undefined;
  nameContains?: string | null | undefined;
  nameContainsFold?: string | null | undefined;
  nameEn?: string | null | undefined;
  nameEnContains?: string | null | undefined;
  nameEnContainsFold?: string | null | undefined;
  nameEnEqualFold?: string | null | undefined;
  nameEnGT?: string | null | undefined;
  nameEnGTE?: string | null | undefined;
  nameEnHasPrefix?: string | null | undefined;
  nameEnHasSuffix?: string | null | undefined;
  nameEnIn?: ReadonlyArray<string> | null | undefined;
  nameEnIsNil?: boolean | null | undefined;
  nameEnLT?: string | null | undefined;
  nameEnLTE?: string | null | undefined;
  nameEnNEQ?: string | null | undefined;
  nameEnNotIn?: ReadonlyArray<string> | null | undefined;
  nameEnNotNil?: boolean | null | undefined;
  nameEqualFold?: string | null | undefined;
  nameGT?: string | null | undefined;
  nameGTE?: string | null | undefined;
  nameHasPrefix?: string | null | undefined;
  nameHasSuffix?: string | null | undefined;
  nameIn?: ReadonlyArray<string> | null | undefined;
  nameLT?: string | null | undefined;
  nameLTE?: string | null | undefined;
  nameNEQ?: string | null | undefined;
  nameNotIn?: ReadonlyArray<string> | null | undefined;
  not?: ArtistWhereInput | null | undefined;
  or?: ReadonlyArray<ArtistWhereInput> | null | undefined;
  pinyin?: string | null | undefined;
  pinyinAbbr?: string | null | undefined;
  pinyinAbbrContains?: string | null | undefined;
  pinyinAbbrContainsFold?: string | null | undefined;
  pinyinAbbrEqualFold?: string | null | undefined;
  pinyinAbbrGT?: string | null | undefined;
  pinyinAbbrGTE?: string | null | undefined;
  pinyinAbbrHasPrefix?: string | null | undefined;
  pinyinAbbrHasSuffix?: string | null | undefined;
  pinyinAbbrIn?: ReadonlyArray<string> | null | undefined;
  pinyinAbbrLT?: string | null | undefined;
  pinyinAbbrLTE?: string | null | undefined;
  pinyinAbbrNEQ?: string | null | undefined;
  pinyinAbbrNotIn?: ReadonlyArray<string> | null | undefined;
  pinyinContains?: string | null | undefined;
  pinyinContainsFold?: string | null | undefined;
  pinyinEqualFold?: string | null | undefined;
  pinyinGT?: string | null | undefined;
  pinyinGTE?: string | null | undefined;
  pinyinHasPrefix?: string | null | undefined;
  pinyinHasSuffix?: string | null | undefined;
  pinyinIn?: ReadonlyArray<string> | null | undefined;
  pinyinLT?: string | null | undefined;
  pinyinLTE?: string | null | undefined;
  pinyinNEQ?: string | null | undefined;
  pinyinNotIn?: ReadonlyArray<string> | null | undefined;
  portrait?: string | null | undefined;
  portraitContains?: string | null | undefined;
  portraitContainsFold?: string | null | undefined;
  portraitEqualFold?: string | null | undefined;
  portraitGT?: string | null | undefined;
  portraitGTE?: string | null | undefined;
  portraitHasPrefix?: string | null | undefined;
  portraitHasSuffix?: string | null | undefined;
  portraitHeight?: number | null | undefined;
  portraitHeightGT?: number | null | undefined;
  portraitHeightGTE?: number | null | undefined;
  portraitHeightIn?: ReadonlyArray<number> | null | undefined;
  portraitHeightIsNil?: boolean | null | undefined;
  portraitHeightLT?: number | null | undefined;
  portraitHeightLTE?: number | null | undefined;
  portraitHeightNEQ?: number | null | undefined;
  portraitHeightNotIn?: ReadonlyArray<number> | null | undefined;
  portraitHeightNotNil?: boolean | null | undefined;
  portraitIn?: ReadonlyArray<string> | null | undefined;
  portraitIsNil?: boolean | null | undefined;
  portraitLT?: string | null | undefined;
  portraitLTE?: string | null | undefined;
  portraitNEQ?: string | null | undefined;
  portraitNotIn?: ReadonlyArray<string> | null | undefined;
  portraitNotNil?: boolean | null | undefined;
  portraitWidth?: number | null | undefined;
  portraitWidthGT?: number | null | undefined;
  portraitWidthGTE?: number | null | undefined;
  portraitWidthIn?: ReadonlyArray<number> | null | undefined;
  portraitWidthIsNil?: boolean | null | undefined;
  portraitWidthLT?: number | null | undefined;
  portraitWidthLTE?: number | null | undefined;
  portraitWidthNEQ?: number | null | undefined;
  portraitWidthNotIn?: ReadonlyArray<number> | null | undefined;
  portraitWidthNotNil?: boolean | null | undefined;
  region?: string | null | undefined;
  regionContains?: string | null | undefined;
  regionContainsFold?: string | null | undefined;
  regionEqualFold?: string | null | undefined;
  regionGT?: string | null | undefined;
  regionGTE?: string | null | undefined;
  regionHasPrefix?: string | null | undefined;
  regionHasSuffix?: string | null | undefined;
  regionIn?: ReadonlyArray<string> | null | undefined;
  regionIsNil?: boolean | null | undefined;
  regionLT?: string | null | undefined;
  regionLTE?: string | null | undefined;
  regionNEQ?: string | null | undefined;
  regionNotIn?: ReadonlyArray<string> | null | undefined;
  regionNotNil?: boolean | null | undefined;
  search?: string | null | undefined;
  updatedAt?: string | null | undefined;
  updatedAtGT?: string | null | undefined;
  updatedAtGTE?: string | null | undefined;
  updatedAtIn?: ReadonlyArray<string> | null | undefined;
  updatedAtLT?: string | null | undefined;
  updatedAtLTE?: string | null | undefined;
  updatedAtNEQ?: string | null | undefined;
  updatedAtNotIn?: ReadonlyArray<string> | null | undefined;
};
export type ArtworkWhereInput = {
  and?: ReadonlyArray<ArtworkWhereInput> | null | undefined;
  artistNumber?: number | null | undefined;
  createdAt?: string | null | undefined;
  createdAtGT?: string | null | undefined;
  createdAtGTE?: string | null | undefined;
  createdAtIn?: ReadonlyArray<string> | null | undefined;
  createdAtLT?: string | null | undefined;
  createdAtLTE?: string | null | undefined;
  createdAtNEQ?: string | null | undefined;
  createdAtNotIn?: ReadonlyArray<string> | null | undefined;
  depthCm?: number | null | undefined;
  depthCmGT?: number | null | undefined;
  depthCmGTE?: number | null | undefined;
  depthCmIn?: ReadonlyArray<number> | null | undefined;
  depthCmIsNil?: boolean | null | undefined;
  depthCmLT?: number | null | undefined;
  depthCmLTE?: number | null | undefined;
  depthCmNEQ?: number | null | undefined;
  depthCmNotIn?: ReadonlyArray<number> | null | undefined;
  depthCmNotNil?: boolean | null | undefined;
  description?: string | null | undefined;
  descriptionContains?: string | null | undefined;
  descriptionContainsFold?: string | null | undefined;
  descriptionEqualFold?: string | null | undefined;
  descriptionGT?: string | null | undefined;
  descriptionGTE?: string | null | undefined;
  descriptionHasPrefix?: string | null | undefined;
  descriptionHasSuffix?: string | null | undefined;
  descriptionIn?: ReadonlyArray<string> | null | undefined;
  descriptionIsNil?: boolean | null | undefined;
  descriptionLT?: string | null | undefined;
  descriptionLTE?: string | null | undefined;
  descriptionNEQ?: string | null | undefined;
  descriptionNotIn?: ReadonlyArray<string> | null | undefined;
  descriptionNotNil?: boolean | null | undefined;
  edition?: string | null | undefined;
  editionContains?: string | null | undefined;
  editionContainsFold?: string | null | undefined;
  editionEqualFold?: string | null | undefined;
  editionGT?: string | null | undefined;
  editionGTE?: string | null | undefined;
  editionHasPrefix?: string | null | undefined;
  editionHasSuffix?: string | null | undefined;
  editionIn?: ReadonlyArray<string> | null | undefined;
  editionIsNil?: boolean | null | undefined;
  editionLT?: string | null | undefined;
  editionLTE?: string | null | undefined;
  editionNEQ?: string | null | undefined;
  editionNotIn?: ReadonlyArray<string> | null | undefined;
  editionNotNil?: boolean | null | undefined;
  hasArtist?: boolean | null | undefined;
  hasArtistWith?: ReadonlyArray<ArtistWhereInput> | null | undefined;
  hasExhibitions?: boolean | null | undefined;
  hasExhibitionsWith?: ReadonlyArray<ExhibitionWhereInput> | null | undefined;
  hasGallery?: boolean | null | undefined;
  hasGalleryWith?: ReadonlyArray<GalleryWhereInput> | null | undefined;
  hasGoods?: boolean | null | undefined;
  hasGoodsWith?: ReadonlyArray<GoodsWhereInput> | null | undefined;
  hasImages?: boolean | null | undefined;
  hasImagesWith?: ReadonlyArray<ArtworkImageWhereInput> | null | undefined;
  hasViewingRooms?: boolean | null | undefined;
  hasViewingRoomsWith?: ReadonlyArray<ViewingRoomWhereInput> | null | undefined;
  heightCm?: number | null | undefined;
  heightCmGT?: number | null | undefined;
  heightCmGTE?: number | null | undefined;
  heightCmIn?: ReadonlyArray<number> | null | undefined;
  heightCmLT?: number | null | undefined;
  heightCmLTE?: number | null | undefined;
  heightCmNEQ?: number | null | undefined;
  heightCmNotIn?: ReadonlyArray<number> | null | undefined;
  id?: string | null | undefined;
  idGT?: string | null | undefined;
  idGTE?: string | null | undefined;
  idIn?: ReadonlyArray<string> | null | undefined;
  idLT?: string | null | undefined;
  idLTE?: string | null | undefined;
  idNEQ?: string | null | undefined;
  idNotIn?: ReadonlyArray<string> | null | undefined;
  materials?: string | null | undefined;
  materialsContains?: string | null | undefined;
  materialsContainsFold?: string | null | undefined;
  materialsEqualFold?: string | null | undefined;
  materialsGT?: string | null | undefined;
  materialsGTE?: string | null | undefined;
  materialsHasPrefix?: string | null | undefined;
  materialsHasSuffix?: string | null | undefined;
  materialsIn?: ReadonlyArray<string> | null | undefined;
  materialsIsNil?: boolean | null | undefined;
  materialsLT?: string | null | undefined;
  materialsLTE?: string | null | undefined;
  materialsNEQ?: string | null | undefined;
  materialsNotIn?: ReadonlyArray<string> | null | undefined;
  materialsNotNil?: boolean | null | undefined;
  medium?: ArtworkMedium | null | undefined;
  mediumIn?: ReadonlyArray<ArtworkMedium> | null | undefined;
  mediumNEQ?: ArtworkMedium | null | undefined;
  mediumNotIn?: ReadonlyArray<ArtworkMedium> | null | undefined;
  not?: ArtworkWhereInput | null | undefined;
  or?: ReadonlyArray<ArtworkWhereInput> | null | undefined;
  priceFen?: string | null | undefined;
  priceFenGT?: string | null | undefined;
  priceFenGTE?: string | null | undefined;
  priceFenIn?: ReadonlyArray<string> | null | undefined;
  priceFenLT?: string | null | undefined;
  priceFenLTE?: string | null | undefined;
  priceFenNEQ?: string | null | undefined;
  priceFenNotIn?: ReadonlyArray<string> | null | undefined;
  search?: string | null | undefined;
  sizeClass?: SizeClass | null | undefined;
  status?: ArtworkStatus | null | undefined;
  statusIn?: ReadonlyArray<ArtworkStatus> | null | undefined;
  statusNEQ?: ArtworkStatus | null | undefined;
  statusNotIn?: ReadonlyArray<ArtworkStatus> | null | undefined;
  title?: string | null | undefined;
  titleAbbr?: string | null | undefined;
  titleAbbrContains?: string | null | undefined;
  titleAbbrContainsFold?: string | null | undefined;
  titleAbbrEqualFold?: string | null | undefined;
  titleAbbrGT?: string | null | undefined;
  titleAbbrGTE?: string | null | undefined;
  titleAbbrHasPrefix?: string | null | undefined;
  titleAbbrHasSuffix?: string | null | undefined;
  titleAbbrIn?: ReadonlyArray<string> | null | undefined;
  titleAbbrLT?: string | null | undefined;
  titleAbbrLTE?: string | null | undefined;
  titleAbbrNEQ?: string | null | undefined;
  titleAbbrNotIn?: ReadonlyArray<string> | null | undefined;
  titleContains?: string | null | undefined;
  titleContainsFold?: string | null | undefined;
  titleEqualFold?: string | null | undefined;
  titleGT?: string | null | undefined;
  titleGTE?: string | null | undefined;
  titleHasPrefix?: string | null | undefined;
  titleHasSuffix?: string | null | undefined;
  titleIn?: ReadonlyArray<string> | null | undefined;
  titleLT?: string | null | undefined;
  titleLTE?: string | null | undefined;
  titleNEQ?: string | null | undefined;
  titleNotIn?: ReadonlyArray<string> | null | undefined;
  titlePinyin?: string | null | undefined;
  titlePinyinContains?: string | null | undefined;
  titlePinyinContainsFold?: string | null | undefined;
  titlePinyinEqualFold?: string | null | undefined;
  titlePinyinGT?: string | null | undefined;
  titlePinyinGTE?: string | null | undefined;
  titlePinyinHasPrefix?: string | null | undefined;
  titlePinyinHasSuffix?: string | null | undefined;
  titlePinyinIn?: ReadonlyArray<string> | null | undefined;
  titlePinyinLT?: string | null | undefined;
  titlePinyinLTE?: string | null | undefined;
  titlePinyinNEQ?: string | null | undefined;
  titlePinyinNotIn?: ReadonlyArray<string> | null | undefined;
  updatedAt?: string | null | undefined;
  updatedAtGT?: string | null | undefined;
  updatedAtGTE?: string | null | undefined;
  updatedAtIn?: ReadonlyArray<string> | null | undefined;
  updatedAtLT?: string | null | undefined;
  updatedAtLTE?: string | null | undefined;
  updatedAtNEQ?: string | null | undefined;
  updatedAtNotIn?: ReadonlyArray<string> | null | undefined;
  widthCm?: number | null | undefined;
  widthCmGT?: number | null | undefined;
  widthCmGTE?: number | null | undefined;
  widthCmIn?: ReadonlyArray<number> | null | undefined;
  widthCmLT?: number | null | undefined;
  widthCmLTE?: number | null | undefined;
  widthCmNEQ?: number | null | undefined;
  widthCmNotIn?: ReadonlyArray<number> | null | undefined;
  year?: number | null | undefined;
  yearGT?: number | null | undefined;
  yearGTE?: number | null | undefined;
  yearIn?: ReadonlyArray<number> | null | undefined;
  yearIsNil?: boolean | null | undefined;
  yearLT?: number | null | undefined;
  yearLTE?: number | null | undefined;
  yearNEQ?: number | null | undefined;
  yearNotIn?: ReadonlyArray<number> | null | undefined;
  yearNotNil?: boolean | null | undefined;
};
export type ArtworkImageWhereInput = {
  alt?: string | null | undefined;
  altContains?: string | null | undefined;
  altContainsFold?: string | null | undefined;
  altEqualFold?: string | null | undefined;
  altGT?: string | null | undefined;
  altGTE?: string | null | undefined;
  altHasPrefix?: string | null | undefined;
  altHasSuffix?: string | null | undefined;
  altIn?: ReadonlyArray<string> | null | undefined;
  altIsNil?: boolean | null | undefined;
  altLT?: string | null | undefined;
  altLTE?: string | null | undefined;
  altNEQ?: string | null | undefined;
  altNotIn?: ReadonlyArray<string> | null | undefined;
  altNotNil?: boolean | null | undefined;
  and?: ReadonlyArray<ArtworkImageWhereInput> | null | undefined;
  hasArtwork?: boolean | null | undefined;
  hasArtworkWith?: ReadonlyArray<ArtworkWhereInput> | null | undefined;
  hasExhibitions?: boolean | null | undefined;
  hasExhibitionsWith?: ReadonlyArray<ExhibitionWhereInput> | null | undefined;
  height?: number | null | undefined;
  heightGT?: number | null | undefined;
  heightGTE?: number | null | undefined;
  heightIn?: ReadonlyArray<number> | null | undefined;
  heightLT?: number | null | undefined;
  heightLTE?: number | null | undefined;
  heightNEQ?: number | null | undefined;
  heightNotIn?: ReadonlyArray<number> | null | undefined;
  id?: string | null | undefined;
  idGT?: string | null | undefined;
  idGTE?: string | null | undefined;
  idIn?: ReadonlyArray<string> | null | undefined;
  idLT?: string | null | undefined;
  idLTE?: string | null | undefined;
  idNEQ?: string | null | undefined;
  idNotIn?: ReadonlyArray<string> | null | undefined;
  key?: string | null | undefined;
  keyContains?: string | null | undefined;
  keyContainsFold?: string | null | undefined;
  keyEqualFold?: string | null | undefined;
  keyGT?: string | null | undefined;
  keyGTE?: string | null | undefined;
  keyHasPrefix?: string | null | undefined;
  keyHasSuffix?: string | null | undefined;
  keyIn?: ReadonlyArray<string> | null | undefined;
  keyLT?: string | null | undefined;
  keyLTE?: string | null | undefined;
  keyNEQ?: string | null | undefined;
  keyNotIn?: ReadonlyArray<string> | null | undefined;
  not?: ArtworkImageWhereInput | null | undefined;
  or?: ReadonlyArray<ArtworkImageWhereInput> | null | undefined;
  position?: number | null | undefined;
  positionGT?: number | null | undefined;
  positionGTE?: number | null | undefined;
  positionIn?: ReadonlyArray<number> | null | undefined;
  positionLT?: number | null | undefined;
  positionLTE?: number | null | undefined;
  positionNEQ?: number | null | undefined;
  positionNotIn?: ReadonlyArray<number> | null | undefined;
  width?: number | null | undefined;
  widthGT?: number | null | undefined;
  widthGTE?: number | null | undefined;
  widthIn?: ReadonlyArray<number> | null | undefined;
  widthLT?: number | null | undefined;
  widthLTE?: number | null | undefined;
  widthNEQ?: number | null | undefined;
  widthNotIn?: ReadonlyArray<number> | null | undefined;
};
export type ExhibitionWhereInput = {
  address?: string | null | undefined;
  addressContains?: string | null | undefined;
  addressContainsFold?: string | null | undefined;
  addressEqualFold?: string | null | undefined;
  addressGT?: string | null | undefined;
  addressGTE?: string | null | undefined;
  addressHasPrefix?: string | null | undefined;
  addressHasSuffix?: string | null | undefined;
  addressIn?: ReadonlyArray<string> | null | undefined;
  addressIsNil?: boolean | null | undefined;
  addressLT?: string | null | undefined;
  addressLTE?: string | null | undefined;
  addressNEQ?: string | null | undefined;
  addressNotIn?: ReadonlyArray<string> | null | undefined;
  addressNotNil?: boolean | null | undefined;
  and?: ReadonlyArray<ExhibitionWhereInput> | null | undefined;
  city?: string | null | undefined;
  cityContains?: string | null | undefined;
  cityContainsFold?: string | null | undefined;
  cityEqualFold?: string | null | undefined;
  cityGT?: string | null | undefined;
  cityGTE?: string | null | undefined;
  cityHasPrefix?: string | null | undefined;
  cityHasSuffix?: string | null | undefined;
  cityIn?: ReadonlyArray<string> | null | undefined;
  cityLT?: string | null | undefined;
  cityLTE?: string | null | undefined;
  cityNEQ?: string | null | undefined;
  cityNotIn?: ReadonlyArray<string> | null | undefined;
  createdAt?: string | null | undefined;
  createdAtGT?: string | null | undefined;
  createdAtGTE?: string | null | undefined;
  createdAtIn?: ReadonlyArray<string> | null | undefined;
  createdAtLT?: string | null | undefined;
  createdAtLTE?: string | null | undefined;
  createdAtNEQ?: string | null | undefined;
  createdAtNotIn?: ReadonlyArray<string> | null | undefined;
  endsOn?: string | null | undefined;
  endsOnGT?: string | null | undefined;
  endsOnGTE?: string | null | undefined;
  endsOnIn?: ReadonlyArray<string> | null | undefined;
  endsOnLT?: string | null | undefined;
  endsOnLTE?: string | null | undefined;
  endsOnNEQ?: string | null | undefined;
  endsOnNotIn?: ReadonlyArray<string> | null | undefined;
  hasArtists?: boolean | null | undefined;
  hasArtistsWith?: ReadonlyArray<ArtistWhereInput> | null | undefined;
  hasArtworks?: boolean | null | undefined;
  hasArtworksWith?: ReadonlyArray<ArtworkWhereInput> | null | undefined;
  hasGallery?: boolean | null | undefined;
  hasGalleryWith?: ReadonlyArray<GalleryWhereInput> | null | undefined;
  hasInstallationImages?: boolean | null | undefined;
  hasInstallationImagesWith?: ReadonlyArray<ArtworkImageWhereInput> | null | undefined;
  id?: string | null | undefined;
  idGT?: string | null | undefined;
  idGTE?: string | null | undefined;
  idIn?: ReadonlyArray<string> | null | undefined;
  idLT?: string | null | undefined;
  idLTE?: string | null | undefined;
  idNEQ?: string | null | undefined;
  idNotIn?: ReadonlyArray<string> | null | undefined;
  not?: ExhibitionWhereInput | null | undefined;
  or?: ReadonlyArray<ExhibitionWhereInput> | null | undefined;
  pressText?: string | null | undefined;
  pressTextContains?: string | null | undefined;
  pressTextContainsFold?: string | null | undefined;
  pressTextEqualFold?: string | null | undefined;
  pressTextGT?: string | null | undefined;
  pressTextGTE?: string | null | undefined;
  pressTextHasPrefix?: string | null | undefined;
  pressTextHasSuffix?: string | null | undefined;
  pressTextIn?: ReadonlyArray<string> | null | undefined;
  pressTextIsNil?: boolean | null | undefined;
  pressTextLT?: string | null | undefined;
  pressTextLTE?: string | null | undefined;
  pressTextNEQ?: string | null | undefined;
  pressTextNotIn?: ReadonlyArray<string> | null | undefined;
  pressTextNotNil?: boolean | null | undefined;
  search?: string | null | undefined;
  startsOn?: string | null | undefined;
  startsOnGT?: string | null | undefined;
  startsOnGTE?: string | null | undefined;
  startsOnIn?: ReadonlyArray<string> | null | undefined;
  startsOnLT?: string | null | undefined;
  startsOnLTE?: string | null | undefined;
  startsOnNEQ?: string | null | undefined;
  startsOnNotIn?: ReadonlyArray<string> | null | undefined;
  subtitle?: string | null | undefined;
  subtitleContains?: string | null | undefined;
  subtitleContainsFold?: string | null | undefined;
  subtitleEqualFold?: string | null | undefined;
  subtitleGT?: string | null | undefined;
  subtitleGTE?: string | null | undefined;
  subtitleHasPrefix?: string | null | undefined;
  subtitleHasSuffix?: string | null | undefined;
  subtitleIn?: ReadonlyArray<string> | null | undefined;
  subtitleIsNil?: boolean | null | undefined;
  subtitleLT?: string | null | undefined;
  subtitleLTE?: string | null | undefined;
  subtitleNEQ?: string | null | undefined;
  subtitleNotIn?: ReadonlyArray<string> | null | undefined;
  subtitleNotNil?: boolean | null | undefined;
  title?: string | null | undefined;
  titleAbbr?: string | null | undefined;
  titleAbbrContains?: string | null | undefined;
  titleAbbrContainsFold?: string | null | undefined;
  titleAbbrEqualFold?: string | null | undefined;
  titleAbbrGT?: string | null | undefined;
  titleAbbrGTE?: string | null | undefined;
  titleAbbrHasPrefix?: string | null | undefined;
  titleAbbrHasSuffix?: string | null | undefined;
  titleAbbrIn?: ReadonlyArray<string> | null | undefined;
  titleAbbrLT?: string | null | undefined;
  titleAbbrLTE?: string | null | undefined;
  titleAbbrNEQ?: string | null | undefined;
  titleAbbrNotIn?: ReadonlyArray<string> | null | undefined;
  titleContains?: string | null | undefined;
  titleContainsFold?: string | null | undefined;
  titleEqualFold?: string | null | undefined;
  titleGT?: string | null | undefined;
  titleGTE?: string | null | undefined;
  titleHasPrefix?: string | null | undefined;
  titleHasSuffix?: string | null | undefined;
  titleIn?: ReadonlyArray<string> | null | undefined;
  titleLT?: string | null | undefined;
  titleLTE?: string | null | undefined;
  titleNEQ?: string | null | undefined;
  titleNotIn?: ReadonlyArray<string> | null | undefined;
  titlePinyin?: string | null | undefined;
  titlePinyinContains?: string | null | undefined;
  titlePinyinContainsFold?: string | null | undefined;
  titlePinyinEqualFold?: string | null | undefined;
  titlePinyinGT?: string | null | undefined;
  titlePinyinGTE?: string | null | undefined;
  titlePinyinHasPrefix?: string | null | undefined;
  titlePinyinHasSuffix?: string | null | undefined;
  titlePinyinIn?: ReadonlyArray<string> | null | undefined;
  titlePinyinLT?: string | null | undefined;
  titlePinyinLTE?: string | null | undefined;
  titlePinyinNEQ?: string | null | undefined;
  titlePinyinNotIn?: ReadonlyArray<string> | null | undefined;
  updatedAt?: string | null | undefined;
  updatedAtGT?: string | null | undefined;
  updatedAtGTE?: string | null | undefined;
  updatedAtIn?: ReadonlyArray<string> | null | undefined;
  updatedAtLT?: string | null | undefined;
  updatedAtLTE?: string | null | undefined;
  updatedAtNEQ?: string | null | undefined;
  updatedAtNotIn?: ReadonlyArray<string> | null | undefined;
  venue?: string | null | undefined;
  venueContains?: string | null | undefined;
  venueContainsFold?: string | null | undefined;
  venueEqualFold?: string | null | undefined;
  venueGT?: string | null | undefined;
  venueGTE?: string | null | undefined;
  venueHasPrefix?: string | null | undefined;
  venueHasSuffix?: string | null | undefined;
  venueIn?: ReadonlyArray<string> | null | undefined;
  venueIsNil?: boolean | null | undefined;
  venueLT?: string | null | undefined;
  venueLTE?: string | null | undefined;
  venueNEQ?: string | null | undefined;
  venueNotIn?: ReadonlyArray<string> | null | undefined;
  venueNotNil?: boolean | null | undefined;
};
export type GoodsWhereInput = {
  and?: ReadonlyArray<GoodsWhereInput> | null | undefined;
  createdAt?: string | null | undefined;
  createdAtGT?: string | null | undefined;
  createdAtGTE?: string | null | undefined;
  createdAtIn?: ReadonlyArray<string> | null | undefined;
  createdAtLT?: string | null | undefined;
  createdAtLTE?: string | null | undefined;
  createdAtNEQ?: string | null | undefined;
  createdAtNotIn?: ReadonlyArray<string> | null | undefined;
  editionSize?: number | null | undefined;
  editionSizeGT?: number | null | undefined;
  editionSizeGTE?: number | null | undefined;
  editionSizeIn?: ReadonlyArray<number> | null | undefined;
  editionSizeLT?: number | null | undefined;
  editionSizeLTE?: number | null | undefined;
  editionSizeNEQ?: number | null | undefined;
  editionSizeNotIn?: ReadonlyArray<number> | null | undefined;
  hasArtwork?: boolean | null | undefined;
  hasArtworkWith?: ReadonlyArray<ArtworkWhereInput> | null | undefined;
  id?: string | null | undefined;
  idGT?: string | null | undefined;
  idGTE?: string | null | undefined;
  idIn?: ReadonlyArray<string> | null | undefined;
  idLT?: string | null | undefined;
  idLTE?: string | null | undefined;
  idNEQ?: string | null | undefined;
  idNotIn?: ReadonlyArray<string> | null | undefined;
  kind?: GoodsKind | null | undefined;
  kindIn?: ReadonlyArray<GoodsKind> | null | undefined;
  kindNEQ?: GoodsKind | null | undefined;
  kindNotIn?: ReadonlyArray<GoodsKind> | null | undefined;
  not?: GoodsWhereInput | null | undefined;
  or?: ReadonlyArray<GoodsWhereInput> | null | undefined;
  priceFen?: string | null | undefined;
  priceFenGT?: string | null | undefined;
  priceFenGTE?: string | null | undefined;
  priceFenIn?: ReadonlyArray<string> | null | undefined;
  priceFenLT?: string | null | undefined;
  priceFenLTE?: string | null | undefined;
  priceFenNEQ?: string | null | undefined;
  priceFenNotIn?: ReadonlyArray<string> | null | undefined;
  status?: GoodsStatus | null | undefined;
  statusIn?: ReadonlyArray<GoodsStatus> | null | undefined;
  statusNEQ?: GoodsStatus | null | undefined;
  statusNotIn?: ReadonlyArray<GoodsStatus> | null | undefined;
  stock?: number | null | undefined;
  stockGT?: number | null | undefined;
  stockGTE?: number | null | undefined;
  stockIn?: ReadonlyArray<number> | null | undefined;
  stockLT?: number | null | undefined;
  stockLTE?: number | null | undefined;
  stockNEQ?: number | null | undefined;
  stockNotIn?: ReadonlyArray<number> | null | undefined;
  title?: string | null | undefined;
  titleContains?: string | null | undefined;
  titleContainsFold?: string | null | undefined;
  titleEqualFold?: string | null | undefined;
  titleGT?: string | null | undefined;
  titleGTE?: string | null | undefined;
  titleHasPrefix?: string | null | undefined;
  titleHasSuffix?: string | null | undefined;
  titleIn?: ReadonlyArray<string> | null | undefined;
  titleLT?: string | null | undefined;
  titleLTE?: string | null | undefined;
  titleNEQ?: string | null | undefined;
  titleNotIn?: ReadonlyArray<string> | null | undefined;
  updatedAt?: string | null | undefined;
  updatedAtGT?: string | null | undefined;
  updatedAtGTE?: string | null | undefined;
  updatedAtIn?: ReadonlyArray<string> | null | undefined;
  updatedAtLT?: string | null | undefined;
  updatedAtLTE?: string | null | undefined;
  updatedAtNEQ?: string | null | undefined;
  updatedAtNotIn?: ReadonlyArray<string> | null | undefined;
};
export type ViewingRoomListPaginationQuery$variables = {
  after?: string | null | undefined;
  first?: number | null | undefined;
  status?: ViewingRoomStatus | null | undefined;
  where?: ViewingRoomWhereInput | null | undefined;
};
export type ViewingRoomListPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ViewingRoomList_query">;
};
export type ViewingRoomListPaginationQuery = {
  response: ViewingRoomListPaginationQuery$data;
  variables: ViewingRoomListPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  },
  {
    "defaultValue": 12,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "status"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "where"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "status",
    "variableName": "status"
  },
  {
    "kind": "Variable",
    "name": "where",
    "variableName": "where"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ViewingRoomListPaginationQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ViewingRoomList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ViewingRoomListPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ViewingRoomConnection",
        "kind": "LinkedField",
        "name": "viewingRooms",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ViewingRoomEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ViewingRoom",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "statusLine",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "opensAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "closesAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Gallery",
                    "kind": "LinkedField",
                    "name": "gallery",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "city",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ArtworkImage",
                    "kind": "LinkedField",
                    "name": "cover",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": [
                          {
                            "kind": "Literal",
                            "name": "width",
                            "value": 640
                          }
                        ],
                        "kind": "ScalarField",
                        "name": "url",
                        "storageKey": "url(width:640)"
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "srcset",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "width",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "height",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": [
          "status",
          "where"
        ],
        "handle": "connection",
        "key": "ViewingRoomList_viewingRooms",
        "kind": "LinkedHandle",
        "name": "viewingRooms"
      }
    ]
  },
  "params": {
    "cacheID": "848cfca3c8f8c5f00c485388629c5ee7",
    "id": null,
    "metadata": {},
    "name": "ViewingRoomListPaginationQuery",
    "operationKind": "query",
    "text": "query ViewingRoomListPaginationQuery(\n  $after: Cursor\n  $first: Int = 12\n  $status: ViewingRoomStatus\n  $where: ViewingRoomWhereInput\n) {\n  ...ViewingRoomList_query_3hn7vC\n}\n\nfragment ViewingRoomCard_viewingRoom on ViewingRoom {\n  number\n  title\n  status\n  statusLine\n  opensAt\n  closesAt\n  gallery {\n    number\n    name\n    city\n    id\n  }\n  cover {\n    url(width: 640)\n    srcset\n    width\n    height\n    id\n  }\n}\n\nfragment ViewingRoomList_query_3hn7vC on Query {\n  viewingRooms(first: $first, after: $after, status: $status, where: $where) {\n    totalCount\n    edges {\n      node {\n        id\n        ...ViewingRoomCard_viewingRoom\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3a7da0b4f11fc66b7c320846ee0c2524";

export default node;
