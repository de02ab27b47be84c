import { ROOM_TYPES, bookingWhatsappMessage, type BookingRoom, type Package } from '../domain/index.ts';

export interface BookingRoomRow extends BookingRoom {
  message: string;
}

/** The package's room rows that have a price, each with its booking message (SPEC §9 order: quad, triple, double). */
export function bookingRooms(pkg: Package, pageUrl: string): BookingRoomRow[] {
  return ROOM_TYPES.flatMap((r) => {
    const price = pkg[r.key];
    if (typeof price !== 'number' || price <= 0) return [];
    const room = { label: r.label, people: r.people, price };
    // The departures issue adds a choice of dates; until then the package's own date is the one booked.
    return [
      { ...room, message: bookingWhatsappMessage({ title: pkg.title, url: pageUrl, departure: pkg.departure, room }) },
    ];
  });
}

/** The booking message of the default (first, cheapest-per-person) room, or of the package alone. */
export function defaultBookingMessage(pkg: Package, pageUrl: string): string {
  return (
    bookingRooms(pkg, pageUrl)[0]?.message ??
    bookingWhatsappMessage({ title: pkg.title, url: pageUrl, departure: pkg.departure })
  );
}
