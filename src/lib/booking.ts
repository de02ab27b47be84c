import {
  ROOM_TYPES,
  bookingWhatsappMessage,
  departurePrice,
  isSoldOut,
  nextOpenDeparture,
  type AccountLine,
  type BookingRoom,
  type Departure,
  type RoomKey,
  type SitePackage,
} from '../../domain/index.ts';

interface BookingRoomRow extends BookingRoom {
  key: RoomKey;
  message: string;
}

type Priced = Pick<SitePackage, 'title' | RoomKey>;

/** The departure a package page starts with: the next one that can still be booked, or none. */
export function defaultDeparture(pkg: Pick<SitePackage, 'departures'>): Departure | null {
  return nextOpenDeparture(pkg.departures);
}

/**
 * The package's room rows that have a price (in the order quad, triple, double), priced for the chosen
 * departure (its override, else the package's price), each with its booking message naming the date. The rooms
 * offered are the package's own; a departure only changes their prices.
 */
export function bookingRooms(
  pkg: Priced,
  pageUrl: string,
  departure: Departure | null,
  accounts: readonly AccountLine[] = [],
): BookingRoomRow[] {
  return ROOM_TYPES.flatMap((r) => {
    if (departurePrice(null, pkg, r.key) === null) return [];
    const price = departurePrice(departure, pkg, r.key)!;
    const room = { label: r.label, people: r.people, price };
    return [
      {
        ...room,
        key: r.key,
        message: bookingWhatsappMessage({
          title: pkg.title,
          url: pageUrl,
          departure: departure?.depart_on,
          room,
          accounts,
        }),
      },
    ];
  });
}

/** The booking message of the default (first, cheapest-per-person) room, or of the package alone. */
export function defaultBookingMessage(
  pkg: Priced,
  pageUrl: string,
  departure: Departure | null,
  accounts: readonly AccountLine[] = [],
): string {
  return (
    bookingRooms(pkg, pageUrl, departure, accounts)[0]?.message ??
    bookingWhatsappMessage({ title: pkg.title, url: pageUrl, departure: departure?.depart_on, accounts })
  );
}

/** Each departure a visitor may choose (open, seats left) with its priced rooms and messages. */
export function bookingChoices(
  pkg: Priced & Pick<SitePackage, 'departures'>,
  pageUrl: string,
  accounts: readonly AccountLine[] = [],
): { departure: Departure; rooms: BookingRoomRow[] }[] {
  return pkg.departures
    .filter((d) => !isSoldOut(d))
    .map((departure) => ({ departure, rooms: bookingRooms(pkg, pageUrl, departure, accounts) }));
}
