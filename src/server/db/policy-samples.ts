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

## Your data, in your hands

- **Download your data.** Signed in, open [My Dashboard](/dashboard) and choose "Download my data": you get one file with your account, saved addresses, orders, messages and custom orders, reviews, newsletter and back-in-stock sign-ups, and where you are signed in.
- **Delete your account.** On the same page, "Delete my account" (we ask you to sign in again if you last did more than 10 minutes ago). You are signed out everywhere, and your account, saved addresses, messages and sign-ups are deleted. We send you one last email to confirm it.
- **No account, or no access?** Write to us through the [contact form](/#contact) and we will send you your data or delete it for you. Each download and deletion we make is recorded in a log that names no one.

You can also ask us to correct anything we hold about you.

## What we keep, and for how long

- **Orders and paid custom orders** stay in our accounting records for as long as the tax law asks (usually 7 years), even after you delete your account. Your name, email, phone and addresses on them are replaced by "deleted customer", and a review you wrote stays, signed "A verified buyer".
- **Messages and custom requests** that never became an order are deleted automatically 24 months after you sent them.
- **Your account** stays until you delete it.

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
