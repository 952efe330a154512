// Development set "prose17" (layout 78): written in session 17 BEFORE the extractor was changed. Values that stand
// INSIDE running sentences of letters, notices and mails as firms and people write them: an order's count and total
// in the shipping sentence, a rent or salary that rises "from X to Y from <date>", a price that changes "instead of",
// an insurer's payout "less the excess of", a reminder's amount "plus a late fee of", a booking "from 14 to 17 August"
// "at €129 per night", a quote "valid until", a cancellation "will end on", an appointment "on Thursday 12 March at
// 9:30 am", instalments "of £184.26 starting on". Roles come from verbs (due, payable, arrive, start, end, cancel,
// rise, refund) and prepositions (from, to, until, on, by, of, at). The English half is here, the German half in
// dev-prose17-more.ts. Held out but NOT sealed: `--show-dev-prose17` shows its misses.
import { crlf } from './dev-eml15.ts';
import { DEV_PROSE17_DE } from './dev-prose17-more.ts';
import { date, fresh, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of the development set prose17. */
export const DEV_PROSE17_LAYOUT = 78;

const EN: TCorpusDocument[] = [
  fresh(
    'order-dispatch-en',
    'shipping notification',
    'en',
    'eml',
    [str('order_number'), num('item_count'), num('order_total'), date('delivery_date'), str('carrier')],
    {
      order_number: 'A-88213',
      item_count: 3,
      order_total: 45.9,
      delivery_date: '2026-05-05',
      carrier: 'DPD',
    },
    {
      raw: crlf(`From: Lumen & Loom <orders@lumenloom.example>
To: Clara Jennings <clara.jennings@example.ie>
Subject: Your order is on its way
Date: Fri, 1 May 2026 17:40:12 +0100
Content-Type: text/plain; charset=utf-8

Hello Clara,

Your order A-88213 of 3 items totalling €45.90 has been handed to DPD and will arrive on Tuesday, 5 May.
You can follow the parcel with the link in the DPD message you will receive shortly.

Thank you for shopping with Lumen & Loom.
`),
    },
  ),
  fresh(
    'rent-rise-en',
    'rent increase notice',
    'en',
    'pdf',
    [str('tenant_name'), num('current_rent'), num('new_rent'), date('effective_date'), str('property_address')],
    {
      tenant_name: 'Daniel Okafor',
      current_rent: 820,
      new_rent: 865,
      effective_date: '2026-07-01',
      property_address: 'Flat 4, 27 Elm Road, Leeds LS6 2AB',
    },
    [
      'Kirkgate Lettings Ltd, 9 Park Square, Leeds LS1 2NE',
      '',
      'Mr Daniel Okafor',
      'Flat 4, 27 Elm Road',
      'Leeds LS6 2AB',
      '',
      '12 April 2026',
      '',
      'Dear Mr Okafor,',
      '',
      'Notice of rent increase',
      '',
      'Following our annual review, and as allowed by your tenancy agreement, the rent for Flat 4, 27 Elm Road',
      'rises from £820 to £865 per calendar month from 1 July 2026. All other terms of your tenancy remain the same.',
      'Your standing order will need to be changed before the first payment at the new rate.',
      '',
      'Yours sincerely,',
      'Helen Marsh',
      'Property Manager, Kirkgate Lettings Ltd',
    ],
  ),
  fresh(
    'salary-letter-en',
    'salary increase letter',
    'en',
    'docx',
    [
      str('employee_name'),
      num('previous_salary'),
      num('new_salary'),
      date('effective_date'),
      num('one_off_bonus'),
      str('job_title'),
    ],
    {
      employee_name: 'Priya Nair',
      previous_salary: 38500,
      new_salary: 41200,
      effective_date: '2026-04-01',
      one_off_bonus: 1500,
      job_title: 'Senior Analyst',
    },
    [
      'Brightwater Analytics Ltd',
      'Human Resources',
      '',
      'Private and confidential',
      'Priya Nair',
      '',
      '20 March 2026',
      '',
      'Dear Priya,',
      '',
      'Salary review 2026',
      '',
      'I am pleased to confirm that, following your promotion to Senior Analyst, your annual salary will increase',
      'from £38,500 to £41,200 with effect from 1 April 2026. In addition, you will receive a one-off bonus of',
      '£1,500 with your April pay. All other terms and conditions of your employment remain unchanged.',
      '',
      'Congratulations, and thank you for your hard work this year.',
      '',
      'Kind regards,',
      'Mark Ellison',
      'HR Director',
    ],
  ),
  fresh(
    'claim-settlement-en',
    'insurance claim decision',
    'en',
    'pdf',
    [
      str('claim_number'),
      str('policy_number'),
      date('incident_date'),
      num('approved_amount'),
      num('excess'),
      num('payout_amount'),
    ],
    {
      claim_number: 'CL-2026-004417',
      policy_number: 'HH-7712093',
      incident_date: '2026-02-14',
      approved_amount: 2340,
      excess: 250,
      payout_amount: 2090,
    },
    [
      'Harbourside Home Insurance',
      'Claims Department · PO Box 512 · Bristol BS1 9XX',
      '',
      'Mrs Joanna Reeve',
      '3 Orchard Close',
      'Bath BA2 4QT',
      '',
      '9 March 2026',
      '',
      'Your policy HH-7712093 – claim CL-2026-004417',
      '',
      'Dear Mrs Reeve,',
      '',
      'Thank you for your patience while we looked into the escape of water at your home on 14 February 2026.',
      'Having received the plumber’s report and the repair estimate, we have accepted your claim and will pay',
      '£2,340.00 towards the repair costs, less your policy excess of £250.00. The balance of £2,090.00 will be',
      'transferred to your nominated account within five working days.',
      '',
      'Yours sincerely,',
      'Claims Team',
    ],
  ),
  fresh(
    'late-payment-en',
    'payment reminder',
    'en',
    'eml',
    [
      str('invoice_number'),
      date('invoice_date'),
      num('amount_outstanding'),
      num('late_fee'),
      date('pay_by'),
      str('customer'),
    ],
    {
      invoice_number: '2026-0317',
      invoice_date: '2026-03-12',
      amount_outstanding: 1240,
      late_fee: 40,
      pay_by: '2026-04-10',
      customer: 'Oakridge Dental Practice',
    },
    {
      raw: crlf(`From: Accounts <accounts@northpoint-it.example>
To: Oakridge Dental Practice <admin@oakridge-dental.example>
Subject: Reminder: invoice 2026-0317 overdue
Date: Thu, 2 Apr 2026 09:15:00 +0100
Content-Type: text/plain; charset=utf-8

Dear Sir or Madam,

Our records show that invoice 2026-0317 of 12 March 2026 for £1,240.00 is now 7 days overdue.
Please pay the outstanding £1,240.00 together with a late payment fee of £40.00 by 10 April 2026.
If you have already paid, please ignore this reminder.

Kind regards,
Northpoint IT Services
`),
    },
  ),
  fresh(
    'hotel-booking-en',
    'booking confirmation',
    'en',
    'eml',
    [
      str('booking_reference'),
      num('guests'),
      date('check_in'),
      date('check_out'),
      num('nights'),
      num('rate_per_night'),
      num('total_price'),
    ],
    {
      booking_reference: 'HV-55820',
      guests: 2,
      check_in: '2026-08-14',
      check_out: '2026-08-17',
      nights: 3,
      rate_per_night: 129,
      total_price: 387,
    },
    {
      raw: crlf(`From: Hotel Vindobona <stay@hotel-vindobona.example>
To: m.hartley@example.co.uk
Subject: Your reservation HV-55820
Date: Mon, 15 Jun 2026 11:02:33 +0200
Content-Type: text/plain; charset=utf-8

Dear Mr Hartley,

thank you for choosing Hotel Vindobona. We are pleased to confirm your reservation HV-55820 for 2 adults in
a Double Room Superior from 14 to 17 August 2026 (3 nights) at a rate of €129 per night, €387 in total,
breakfast included. Check-in is from 3 pm, check-out until 11 am.

We look forward to welcoming you in Vienna.

Warm regards,
Reception team
`),
    },
  ),
  fresh(
    'boiler-quote-en',
    'quotation',
    'en',
    'docx',
    [
      str('quote_number'),
      num('price_excl_vat'),
      date('start_date'),
      num('duration_days'),
      date('valid_until'),
      date('survey_date'),
    ],
    {
      quote_number: 'Q-1184',
      price_excl_vat: 4850,
      start_date: '2026-03-23',
      duration_days: 2,
      valid_until: '2026-04-30',
      survey_date: '2026-03-03',
    },
    [
      'Pennine Heating & Plumbing',
      '14 Station Road, Skipton BD23 1ET · 01756 700 412',
      '',
      'Quote Q-1184',
      '',
      '5 March 2026',
      '',
      'Dear Mr and Mrs Hollis,',
      '',
      'Further to our visit on 3 March 2026, we are pleased to quote £4,850 plus VAT for removing the old back',
      'boiler and fitting a new Worcester combi boiler at 12 Mill Lane. The work would take 2 days and we could',
      'start on Monday 23 March 2026. This quote is valid until 30 April 2026.',
      '',
      'Best wishes,',
      'Gareth Pennine',
    ],
  ),
  fresh(
    'gym-cancel-en',
    'cancellation confirmation',
    'en',
    'txt',
    [str('membership_number'), date('end_date'), num('final_payment'), date('final_payment_date'), str('member')],
    {
      membership_number: 'GM-55102',
      end_date: '2026-05-31',
      final_payment: 34.99,
      final_payment_date: '2026-05-01',
      member: 'Liam Doherty',
    },
    [
      'To: Liam Doherty',
      'Subject: Your cancellation',
      '',
      'Hi Liam,',
      '',
      'Sorry to see you go! We confirm that your membership GM-55102 has been cancelled and will end on',
      '31 May 2026. Your last monthly payment of £34.99 will be collected on 1 May 2026, and you can keep using',
      'all our clubs until your membership ends.',
      '',
      'The FitHouse Team',
    ],
  ),
  fresh(
    'surgery-appointment-en',
    'appointment reminder',
    'en',
    'txt',
    [str('patient'), str('clinician'), date('appointment_date'), str('appointment_time'), str('practice')],
    {
      patient: 'Ruth Campbell',
      clinician: 'Dr Anil Patel',
      appointment_date: '2026-03-12',
      appointment_time: '09:30',
      practice: 'Riverside Surgery',
    },
    [
      'Riverside Surgery',
      '',
      'To: Ruth Campbell',
      'Sent: 5 March 2026',
      '',
      'Dear Ruth Campbell, this is a reminder that your appointment with Dr Anil Patel is on Thursday 12 March',
      '2026 at 9:30 am at Riverside Surgery. If you cannot attend, please call us on 0161 496 0732 at least',
      '24 hours before so that we can offer the slot to another patient.',
    ],
  ),
  fresh(
    'kettle-refund-en',
    'complaint reply',
    'en',
    'pdf',
    [str('order_number'), num('product_price'), num('goodwill_amount'), num('refund_total'), date('refund_by')],
    {
      order_number: '7781-220',
      product_price: 59,
      goodwill_amount: 10,
      refund_total: 69,
      refund_by: '2026-03-20',
    },
    [
      'HomeWares Direct Ltd · Customer Care',
      '',
      '11 March 2026',
      '',
      'Dear Ms Ahmed,',
      '',
      'Re: your complaint about order 7781-220',
      '',
      'I am sorry that the kettle you bought from us stopped working after only two weeks. We will refund the',
      '£59.00 you paid for it and, as a gesture of goodwill, add £10.00 for the inconvenience. The total refund',
      'of £69.00 will reach your card by 20 March 2026. You do not need to return the faulty kettle.',
      '',
      'Yours sincerely,',
      'Sam Whitfield',
      'Customer Care Team Leader',
    ],
  ),
  fresh(
    'plan-price-en',
    'price change notice',
    'en',
    'eml',
    [str('plan'), num('old_price'), num('new_price'), date('change_date'), str('account_id')],
    {
      plan: 'Family',
      old_price: 12.99,
      new_price: 14.99,
      change_date: '2026-06-01',
      account_id: 'ST-4471-902',
    },
    {
      raw: crlf(`From: StreamTide <no-reply@streamtide.example>
To: jo.marsh@example.com
Subject: An update to your StreamTide plan
Date: Tue, 28 Apr 2026 08:00:00 +0000
Content-Type: text/plain; charset=utf-8

Hi Jo,

we are writing to let you know about a change to your Family plan (account ST-4471-902).
From 1 June 2026 your plan will cost $14.99 a month instead of $12.99. You don't need to do anything;
the new price will be charged automatically from your next billing date on or after 1 June.

If you would rather switch plans or cancel, you can do so at any time in your account settings.

The StreamTide team
`),
    },
  ),
  fresh(
    'council-tax-en',
    'council tax bill',
    'en',
    'pdf',
    [
      str('account_reference'),
      num('annual_charge'),
      num('instalments'),
      num('instalment_amount'),
      date('first_instalment'),
    ],
    {
      account_reference: '60041873',
      annual_charge: 1842.6,
      instalments: 10,
      instalment_amount: 184.26,
      first_instalment: '2026-04-01',
    },
    [
      'Calderbrook Borough Council · Revenues Service',
      '',
      'Mr T. Ashworth',
      '58 Hollin Lane',
      'Calderbrook CB4 7LP',
      '',
      'Council Tax 2026/27 · account reference 60041873',
      '',
      'Your council tax for the year 1 April 2026 to 31 March 2027 is £1,842.60 (Band C). As you pay by Direct',
      'Debit, we will collect it in 10 monthly instalments of £184.26, starting on 1 April 2026.',
      'If your circumstances change, please tell us straight away.',
    ],
  ),
];

export const DEV_PROSE17: TCorpusDocument[] = [...EN, ...DEV_PROSE17_DE].map((document) => ({
  ...document,
  id: document.id.replace(/^fresh-/, 'dev-prose17-'),
  layout: DEV_PROSE17_LAYOUT,
}));
