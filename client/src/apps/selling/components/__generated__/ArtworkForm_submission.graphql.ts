/**
 * @generated SignedSource<<40550076993c225cfdd2b89127f57c3d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ArtworkSubmissionArtistKind = "existing" | "new" | "self" | "%future added value";
export type ArtworkSubmissionShipping = "collect" | "fixed" | "free" | "%future added value";
export type ArtworkSubmissionState = "draft" | "listed" | "pending" | "rejected" | "sold" | "taken_down" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ArtworkForm_submission$data = {
  readonly artistID: string | null | undefined;
  readonly artistKind: ArtworkSubmissionArtistKind | null | undefined;
  readonly artistName: string;
  readonly certificate: boolean;
  readonly depthMm: number | null | undefined;
  readonly description: string;
  readonly editionNumber: number | null | undefined;
  readonly editionSize: number | null | undefined;
  readonly framed: boolean;
  readonly heightMm: number | null | undefined;
  readonly id: string;
  readonly images: ReadonlyArray<{
    readonly height: number;
    readonly key: string;
    readonly picture: {
      readonly srcset: string;
      readonly url: string;
    };
    readonly width: number;
  }>;
  readonly materials: string;
  readonly medium: string;
  readonly number: number;
  readonly priceFen: string | null | undefined;
  readonly rejectReason: string;
  readonly shipFrom: string;
  readonly shipping: ArtworkSubmissionShipping | null | undefined;
  readonly shippingFeeFen: string;
  readonly signed: boolean;
  readonly state: ArtworkSubmissionState;
  readonly title: string;
  readonly version: number;
  readonly widthMm: number | null | undefined;
  readonly year: number | null | undefined;
  readonly " $fragmentType": "ArtworkForm_submission";
};
export type ArtworkForm_submission$key = {
  readonly " $data"?: ArtworkForm_submission$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArtworkForm_submission">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ArtworkForm_submission",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
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
      "kind": "ScalarField",
      "name": "artistKind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "artistID",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "artistName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "year",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "medium",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "materials",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "widthMm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "heightMm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "depthMm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "editionNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "editionSize",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "framed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "certificate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceFen",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shipping",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shippingFeeFen",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shipFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rejectReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SubmissionImage",
      "kind": "LinkedField",
      "name": "images",
      "plural": true,
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
        {
          "alias": null,
          "args": null,
          "concreteType": "Picture",
          "kind": "LinkedField",
          "name": "picture",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": [
                {
                  "kind": "Literal",
                  "name": "width",
                  "value": 320
                }
              ],
              "kind": "ScalarField",
              "name": "url",
              "storageKey": "url(width:320)"
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "srcset",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ArtworkSubmission",
  "abstractKey": null
};

(node as any).hash = "2f4b3891513dfdf9d6f628ba1d3d518b";

export default node;
