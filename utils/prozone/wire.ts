// The Pro Zone's answers on the wire (/node/prozone, docs/DESK.md "Pro Zone").

export interface BirthdayView {
  user_id: string;
  name: string;
  /** 'YYYY-MM-DD': the day it is celebrated (next year's for a January birthday seen in late December). */
  birthday: string;
  age: number;
  mobile_masked: string;
}

export interface BannerView {
  id: string;
  title: string;
  /** Same-origin path of the template image (public/images/prozone/). */
  image_url: string;
  tagline: string;
}

export interface CardProfile {
  name: string;
  arn: string | null;
  euin: string | null;
  photo_url: string | null;
  mobile: string;
}
