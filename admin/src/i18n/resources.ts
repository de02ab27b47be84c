/**
 * Indonesian names of the admin's resources and their fields, in react-admin's
 * `resources.<name>.fields.<column>` shape (merged into the polyglot messages),
 * keyed by the database column. The screens read their labels from here too,
 * so the two never disagree.
 */
export const resourcesIndonesian = {
  resources: {
    packages: {
      name: 'Paket |||| Paket',
      fields: {
        title: 'Judul Paket',
        slug: 'Slug (alamat halaman)',
        tagline: 'Tagline',
        description: 'Deskripsi',
        category: 'Kategori',
        location: 'Lokasi',
        duration: 'Durasi',
        price_quad: 'Harga Quad',
        price_triple: 'Harga Triple',
        price_double: 'Harga Double',
        is_promo: 'Tandai sebagai PROMO',
        status: 'Status',
        images: 'Galeri paket',
        itinerary: 'Itinerary',
        included: 'Termasuk',
        excluded: 'Tidak Termasuk',
        terms: 'Syarat',
        airline: 'Maskapai',
        departure_airport: 'Bandara Keberangkatan',
        direct_flight: 'Penerbangan langsung',
        visa_included: 'Visa termasuk',
        booking_fee: 'DP',
        full_payment_days: 'Pelunasan (H-berapa)',
        cancellation_tiers: 'Ketentuan Pembatalan',
        extra_documents: 'Dokumen Tambahan',
        publish_at: 'Tayang mulai (WIB)',
        unpublish_at: 'Tayang sampai (WIB)',
        promo_ends_at: 'Promo berakhir (WIB)',
      },
      statuses: { active: 'Aktif', draft: 'Draft' },
    },
    articles: {
      name: 'Artikel |||| Artikel',
      fields: {
        title: 'Judul',
        slug: 'Alamat artikel',
        category: 'Kategori',
        excerpt: 'Ringkasan',
        body: 'Isi Artikel',
        cover_image: 'Gambar sampul',
        cover_alt: 'Keterangan gambar sampul',
        package_ids: 'Paket terkait',
        status: 'Status',
        published_at: 'Tanggal terbit',
        seo_title: 'Judul untuk mesin pencari',
        seo_description: 'Deskripsi untuk mesin pencari',
        publish_at: 'Tayang mulai (WIB)',
        unpublish_at: 'Tayang sampai (WIB)',
      },
      statuses: { draft: 'Draf', published: 'Terbit' },
    },
    albums: {
      name: 'Dokumentasi |||| Dokumentasi',
      fields: {
        title: 'Judul album',
        slug: 'Alamat album',
        taken_on: 'Tanggal perjalanan',
        description: 'Deskripsi',
        package_id: 'Paket',
        departure_id: 'Keberangkatan',
        status: 'Status',
        published_at: 'Tanggal terbit',
        photos: 'Foto',
      },
      statuses: { draft: 'Draf', published: 'Terbit' },
    },
    album_photos: {
      name: 'Foto Album |||| Foto Album',
      fields: {
        image_url: 'Foto',
        caption: 'Keterangan foto',
        consent: 'Orang di foto ini sudah mengizinkan foto tampil di situs',
        position: 'Urutan',
      },
    },
    hotels: {
      name: 'Hotel |||| Hotel',
      fields: {
        name: 'Nama Hotel',
        city: 'Kota',
        stars: 'Bintang',
        distance_m: 'Jarak ke Masjid (meter)',
        image_url: 'Gambar',
      },
      cities: { makkah: 'Makkah', madinah: 'Madinah', other: 'Lainnya' },
    },
    departures: {
      name: 'Keberangkatan |||| Keberangkatan',
      fields: {
        depart_on: 'Berangkat',
        return_on: 'Pulang',
        seats_total: 'Kursi total',
        seats_booked: 'Kursi terisi',
        status: 'Status',
        price_quad: 'Quad',
        price_triple: 'Triple',
        price_double: 'Double',
        note: 'Catatan',
      },
      statuses: { open: 'Dibuka', closed: 'Ditutup' },
    },
    package_hotels: {
      name: 'Hotel Paket |||| Hotel Paket',
      fields: { hotel_id: 'Hotel', nights: 'Malam', position: 'Urutan' },
    },
    faqs: {
      name: 'FAQ |||| FAQ',
      fields: {
        package_id: 'Ditampilkan di',
        question: 'Pertanyaan',
        answer: 'Jawaban',
        is_active: 'Tampilkan di situs',
        position: 'Urutan',
      },
    },
    features: {
      name: 'Keunggulan |||| Keunggulan',
      fields: {
        title: 'Judul',
        description: 'Deskripsi',
        icon: 'Ikon',
        is_active: 'Tampilkan di situs',
        order_index: 'Urutan',
      },
    },
    testimonials: {
      name: 'Testimoni |||| Testimoni',
      fields: {
        name: 'Nama',
        location: 'Kota',
        content: 'Testimoni',
        rating: 'Rating',
        avatar_url: 'Foto (Avatar)',
        show_on_home: 'Tampilkan di beranda',
        consent: 'Izin tampil dari jamaah',
        departure_id: 'Keberangkatan',
        video_url: 'Video YouTube (opsional)',
        position: 'Urutan',
      },
    },
    inquiries: {
      name: 'Prospek |||| Prospek',
      fields: {
        created_at: 'Tanggal',
        name: 'Nama',
        whatsapp: 'WhatsApp',
        package_id: 'Paket',
        departure_id: 'Keberangkatan',
        pax: 'Jumlah Jamaah',
        message: 'Pesan',
        status: 'Status',
        notes: 'Catatan',
        source_path: 'Halaman',
      },
    },
    partners: {
      name: 'Mitra |||| Mitra',
      fields: {
        name: 'Nama',
        whatsapp: 'Nomor WhatsApp',
        city: 'Kota',
        code: 'Kode',
        active: 'Aktif',
        notes: 'Catatan',
        package_id: 'Tautan membuka',
      },
    },
    bank_accounts: {
      name: 'Rekening Resmi |||| Rekening Resmi',
      fields: { bank_name: 'Nama Bank', account_number: 'Nomor Rekening', holder: 'Atas Nama', position: 'Urutan' },
    },
  },
} as const;

export const PACKAGE_LABELS = resourcesIndonesian.resources.packages.fields;
export const PACKAGE_STATUS_LABELS = resourcesIndonesian.resources.packages.statuses;
export const ALBUM_LABELS = resourcesIndonesian.resources.albums.fields;
export const ALBUM_STATUS_LABELS = resourcesIndonesian.resources.albums.statuses;
export const ALBUM_PHOTO_LABELS = resourcesIndonesian.resources.album_photos.fields;
export const HOTEL_LABELS = resourcesIndonesian.resources.hotels.fields;
export const DEPARTURE_LABELS = resourcesIndonesian.resources.departures.fields;
export const DEPARTURE_STATUS_LABELS = resourcesIndonesian.resources.departures.statuses;
export const FAQ_LABELS = resourcesIndonesian.resources.faqs.fields;
export const FEATURE_LABELS = resourcesIndonesian.resources.features.fields;
export const TESTIMONIAL_LABELS = resourcesIndonesian.resources.testimonials.fields;
export const PACKAGE_HOTEL_LABELS = resourcesIndonesian.resources.package_hotels.fields;
export const PARTNER_LABELS = resourcesIndonesian.resources.partners.fields;
export const ARTICLE_LABELS = resourcesIndonesian.resources.articles.fields;
export const ARTICLE_STATUS_LABELS = resourcesIndonesian.resources.articles.statuses;
export const BANK_ACCOUNT_LABELS = resourcesIndonesian.resources.bank_accounts.fields;
