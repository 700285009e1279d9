/**
 * @generated SignedSource<<75148af597e5d3df10c75327384af667>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type HomeSectionKind = "ARTICLES" | "ARTISTS" | "ARTWORKS" | "EXHIBITIONS" | "GALLERIES" | "GOODS" | "LIVES" | "VIEWING_ROOMS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HomeSection_section$data = {
  readonly articles: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly artists: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly artworks: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ArtworkCard_artwork">;
  }>;
  readonly exhibitions: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly galleries: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly goods: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly key: string;
  readonly kind: HomeSectionKind;
  readonly lives: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly title: string;
  readonly viewingRooms: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"HomeCards_section">;
  readonly " $fragmentType": "HomeSection_section";
};
export type HomeSection_section$key = {
  readonly " $data"?: HomeSection_section$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeSection_section">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeSection_section",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "key",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
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
      "concreteType": "Artwork",
      "kind": "LinkedField",
      "name": "artworks",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ArtworkCard_artwork"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Artist",
      "kind": "LinkedField",
      "name": "artists",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Exhibition",
      "kind": "LinkedField",
      "name": "exhibitions",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ViewingRoom",
      "kind": "LinkedField",
      "name": "viewingRooms",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ArtLive",
      "kind": "LinkedField",
      "name": "lives",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Article",
      "kind": "LinkedField",
      "name": "articles",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Gallery",
      "kind": "LinkedField",
      "name": "galleries",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Goods",
      "kind": "LinkedField",
      "name": "goods",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "HomeCards_section"
    }
  ],
  "type": "HomeSection",
  "abstractKey": null
};
})();

(node as any).hash = "8a1767205526af85f5f31c04c048e059";

export default node;
