/**
 * @generated SignedSource<<154ab6b198dcfbb97ab58c458f24e592>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ExhibitionStatus = "CURRENT" | "PAST" | "UPCOMING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExhibitionCard_exhibition$data = {
  readonly artists: ReadonlyArray<{
    readonly name: string;
  }> | null | undefined;
  readonly city: string;
  readonly coverPicture: {
    readonly height: number;
    readonly srcset: string;
    readonly url: string;
    readonly width: number;
  } | null | undefined;
  readonly endsOn: string;
  readonly gallery: {
    readonly name: string;
    readonly number: number;
  } | null | undefined;
  readonly installationImages: ReadonlyArray<{
    readonly height: number;
    readonly srcset: string;
    readonly url: string;
    readonly width: number;
  }> | null | undefined;
  readonly number: number;
  readonly startsOn: string;
  readonly status: ExhibitionStatus;
  readonly statusLabel: string;
  readonly subtitle: string | null | undefined;
  readonly title: string;
  readonly venueName: string;
  readonly " $fragmentType": "ExhibitionCard_exhibition";
};
export type ExhibitionCard_exhibition$key = {
  readonly " $data"?: ExhibitionCard_exhibition$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExhibitionCard_exhibition">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
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
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExhibitionCard_exhibition",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "subtitle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "venueName",
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
      "name": "statusLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startsOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endsOn",
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
        (v0/*:: as any*/),
        (v1/*:: as any*/)
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
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ArtworkImage",
      "kind": "LinkedField",
      "name": "installationImages",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Picture",
      "kind": "LinkedField",
      "name": "coverPicture",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Exhibition",
  "abstractKey": null
};
})();

(node as any).hash = "afa265e48dcb406f2934fbc1a65e8089";

export default node;
