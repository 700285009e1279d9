/**
 * @generated SignedSource<<18c6ec9ca8e3a54a43d8473291d2e258>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArtworkMedium = "ACRYLIC" | "CALLIGRAPHY" | "DRAWING" | "INK" | "INSTALLATION" | "MIXED_MEDIA" | "OIL" | "PHOTOGRAPHY" | "PRINT" | "SCULPTURE" | "WATERCOLOR" | "%future added value";
export type ArtworkSubmissionArtistKind = "existing" | "new" | "self" | "%future added value";
export type ArtworkSubmissionShipping = "collect" | "fixed" | "free" | "%future added value";
export type CreateArtworkDraftInput = {
  form: ArtworkFormInput;
};
export type ArtworkFormInput = {
  artistID?: string | null | undefined;
  artistKind?: ArtworkSubmissionArtistKind | null | undefined;
  artistName?: string | null | undefined;
  certificate?: boolean | null | undefined;
  depthCm?: number | null | undefined;
  description?: string | null | undefined;
  editionNumber?: number | null | undefined;
  editionSize?: number | null | undefined;
  framed?: boolean | null | undefined;
  heightCm?: number | null | undefined;
  images?: ReadonlyArray<SubmissionImageInput> | null | undefined;
  materials?: string | null | undefined;
  medium?: ArtworkMedium | null | undefined;
  priceFen?: string | null | undefined;
  shipFrom?: string | null | undefined;
  shipping?: ArtworkSubmissionShipping | null | undefined;
  shippingFeeFen?: string | null | undefined;
  signed?: boolean | null | undefined;
  title?: string | null | undefined;
  widthCm?: number | null | undefined;
  year?: number | null | undefined;
};
export type SubmissionImageInput = {
  height: number;
  key: string;
  width: number;
};
export type ArtworkFormCreateMutation$variables = {
  input: CreateArtworkDraftInput;
};
export type ArtworkFormCreateMutation$data = {
  readonly createArtworkDraft: {
    readonly " $fragmentSpreads": FragmentRefs<"ArtworkForm_result">;
  };
};
export type ArtworkFormCreateMutation = {
  response: ArtworkFormCreateMutation$data;
  variables: ArtworkFormCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "UserError",
    "kind": "LinkedField",
    "name": "userErrors",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "field",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ArtworkSubmission",
    "kind": "LinkedField",
    "name": "artwork",
    "plural": false,
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
        "name": "stateLabel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SellingActionOption",
        "kind": "LinkedField",
        "name": "allowedActions",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "action",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ArtworkFormCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ArtworkSubmissionPayload",
        "kind": "LinkedField",
        "name": "createArtworkDraft",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "ArtworkForm_result",
            "selections": (v2/*:: as any*/),
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ArtworkFormCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ArtworkSubmissionPayload",
        "kind": "LinkedField",
        "name": "createArtworkDraft",
        "plural": false,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "384eb9f942b523f4da328e2147159fe7",
    "id": null,
    "metadata": {},
    "name": "ArtworkFormCreateMutation",
    "operationKind": "mutation",
    "text": "mutation ArtworkFormCreateMutation(\n  $input: CreateArtworkDraftInput!\n) {\n  createArtworkDraft(input: $input) {\n    ...ArtworkForm_result\n  }\n}\n\nfragment ArtworkForm_result on ArtworkSubmissionPayload {\n  userErrors {\n    field\n    message\n    code\n  }\n  artwork {\n    id\n    number\n    version\n    state\n    stateLabel\n    allowedActions {\n      action\n      label\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2e7f9515414ee6646b425eaa0b34a1cf";

export default node;
