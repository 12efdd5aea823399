import type { SitePolicyField } from "@shared/site-content";

// Sample policies a fresh shop starts with (decision 023). They are a starting point, not legal
// advice: each opens by asking the owner to adapt it, and the owner edits them in the Site Content tab.
export const SAMPLE_POLICY_NOTE =
  "_This is a sample text. Please adapt it to your shop in Admin → Site Content before you open for business._";

export const POLICY_SAMPLES: Record<SitePolicyField, string> = {
  shippingPolicy: `${SAMPLE_POLICY_NOTE}

## Shipping

Every board is made and finished by hand, so orders usually ship within **3-5 business days**. We pack each board in recycled paper and send it with a tracking number, which we email to you as soon as it is on its way.

We currently ship within the United States. If you need a board by a certain date, [write to us](/#contact) before you order and we will tell you honestly whether we can make it.

## Returns

- You may return an unused board within **30 days** of delivery for a full refund of the board's price.
- Boards made to order (custom work) can't be returned unless they arrive damaged.
- To start a return, email us with your order number. We will reply with the return address.

## Damaged in transit

If your board arrives cracked or damaged, email us a photo within 7 days of delivery and we will repair or replace it at our cost.
`,
  privacyPolicy: `${SAMPLE_POLICY_NOTE}

## What we collect

When you place an order we keep your name, email address, phone number and the billing and shipping addresses you give us. When you write to us we keep your message and any pictures you attach.

## How we use it

- To make, ship and support your order, and to answer your messages.
- To send you our newsletter, only if you signed up for it. Every issue tells you how to stop it.

We never sell your details. We share them only with those who help us fulfil your order: the carrier who delivers your board and, when you pay by card, our payment processor. We never see or store your card number.

## Your choices

You can ask us at any time for a copy of the details we hold about you, or ask us to correct or delete them. Write to us through the [contact form](/#contact).

## Cookies

We use one cookie to keep you signed in; your cart is kept in your own browser. We use no advertising or analytics cookies.
`,
  termsPolicy: `${SAMPLE_POLICY_NOTE}

## Orders

When you place an order you agree to buy the boards in your cart at the prices shown at checkout. We confirm every order by email. If a board turns out to be unavailable, we will tell you and refund anything you paid for it.

## Prices and payment

Prices are in US dollars. Payment is due when you order, or by the invoice we email you when the shop takes manual payments. A board ships once it is paid.

## Our boards

Each board is cut from natural hardwood, so its grain and colour will differ a little from the pictures. That is part of its character, not a defect.

## Care

Wash by hand with mild soap and warm water, dry it at once and oil it now and then with food-safe mineral oil. Never soak a board or put it in the dishwasher: damage from soaking is not covered.

## Questions

See our [Shipping & Returns](/policies/shipping) and [Privacy](/policies/privacy) policies, or [get in touch](/#contact).
`,
};
