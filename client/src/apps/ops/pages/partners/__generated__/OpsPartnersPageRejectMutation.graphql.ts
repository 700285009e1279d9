/**
 * @generated SignedSource<<a69ed0474d2c7eb5261d85e0eb0f014b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RejectPartnerApplicationInput = {
  id: string;
  reason: string;
};
export type OpsPartnersPageRejectMutation$variables = {
  input: RejectPartnerApplicationInput;
};
export type OpsPartnersPageRejectMutation$data = {
  readonly rejectPartnerApplication: {
    readonly application: {
      readonly " $fragmentSpreads": FragmentRefs<"OpsPartnersPage_application">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type OpsPartnersPageRejectMutation = {
  response: OpsPartnersPageRejectMutation$data;
  variables: OpsPartnersPageRejectMutation$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OpsPartnersPageRejectMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PartnerApplicationPayload",
        "kind": "LinkedField",
        "name": "rejectPartnerApplication",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "OpsPartnerApplication",
            "kind": "LinkedField",
            "name": "application",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OpsPartnersPage_application"
              }
            ],
            "storageKey": null
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
    "name": "OpsPartnersPageRejectMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PartnerApplicationPayload",
        "kind": "LinkedField",
        "name": "rejectPartnerApplication",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "OpsPartnerApplication",
            "kind": "LinkedField",
            "name": "application",
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
                "name": "organization",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "typeLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contact",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maskedMobile",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maskedEmail",
                "storageKey": null
              },
              (v2/*:: as any*/),
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
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PartnerApplicationDecisionItem",
                "kind": "LinkedField",
                "name": "allowedDecisions",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "decision",
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "228330e27be08a7d156d153615212bf8",
    "id": null,
    "metadata": {},
    "name": "OpsPartnersPageRejectMutation",
    "operationKind": "mutation",
    "text": "mutation OpsPartnersPageRejectMutation(\n  $input: RejectPartnerApplicationInput!\n) {\n  rejectPartnerApplication(input: $input) {\n    userErrors {\n      message\n      field\n    }\n    application {\n      ...OpsPartnersPage_application\n      id\n    }\n  }\n}\n\nfragment OpsPartnersPage_application on OpsPartnerApplication {\n  id\n  organization\n  typeLabel\n  contact\n  maskedMobile\n  maskedEmail\n  message\n  status\n  statusLabel\n  createdAt\n  allowedDecisions {\n    decision\n    label\n  }\n}\n"
  }
};
})();

(node as any).hash = "159526b3a4cbe04b17b25aba9d228528";

export default node;
