// The math of the WebAssembly module: exp, log, pow, sin and cos, the five functions BlocksCore
// takes from a C library (BlocksCore's Platform), in place of the C library's own.
//
// The C library's versions are built for speed on any input: exp, log and pow read 2-4 KB
// lookup tables each, and sin and cos reduce angles of any size through a 2.7 KB table of the
// digits of 2/pi. Together that is some 17 KB of a module that must stay small. These versions
// read no table: each reduces its argument to a small interval with a constant split in parts
// (Cody and Waite's method) and evaluates a Taylor series there, to within a few units in the
// last place (pow: see there). Scripts/wasm/MathCheck.c measures them against the host's C
// library, and LiveWasmTests compares the module's frames with the host's (within 1e-9, where
// the two libraries round differently).
//
// Angles are reduced exactly up to 2^20 * pi/2 radians (about 1.6 million). A block's angles are
// a spring's frequency times the seconds since the spring started, or a fraction of a turn, far
// below that; past it the reduction loses precision, and the result stays a sine or cosine of
// some nearby angle, between -1 and 1.

typedef unsigned long long bits64;

double scalbn(double x, int n);

static bits64 bits(double x) {
  union {
    double value;
    bits64 bits;
  } u = {x};
  return u.bits;
}

static double from_bits(bits64 b) {
  union {
    bits64 bits;
    double value;
  } u = {b};
  return u.value;
}

// ln 2 in two parts: the first has at most 32 significant bits, so k * ln2_hi is exact for any
// k the reduction produces.
static const double ln2_hi = 0x1.62e42ff000000p-1;
static const double ln2_lo = -0x1.718432a1b0e26p-35;
static const double inverse_ln2 = 0x1.71547652b82fep+0;

// e^x. Reduced as x = k ln 2 + r with |r| <= ln 2 / 2, then e^x = 2^k e^r, with e^r to r^13
// (the next term is under 2^-60 of the sum).
double exp(double x) {
  if (x != x) return x;
  if (x > 0x1.62e42fefa39efp+9) return x * 0x1p1023;  // past the largest double: infinity
  if (x < -0x1.74910d52d3051p+9) return 0;             // below the smallest subnormal
  double k = __builtin_nearbyint(x * inverse_ln2);
  double r = (x - k * ln2_hi) - k * ln2_lo;
  double sum = 1.0 / 6227020800.0;  // 1/13!
  static const double inverse_factorials[] = {
      1.0 / 479001600.0, 1.0 / 39916800.0, 1.0 / 3628800.0, 1.0 / 362880.0, 1.0 / 40320.0,
      1.0 / 5040.0,      1.0 / 720.0,      1.0 / 120.0,     1.0 / 24.0,     1.0 / 6.0,
      1.0 / 2.0,         1.0,              1.0,
  };
  for (int i = 0; i < 13; i += 1) sum = sum * r + inverse_factorials[i];
  return scalbn(sum, (int)k);
}

// The natural logarithm. Reduced as x = 2^k m with sqrt(2)/2 <= m < sqrt(2), then
// log m = 2 atanh(s) with s = (m - 1)/(m + 1), |s| < 0.172, to s^21.
double log(double x) {
  if (x != x) return x;
  if (x < 0) return __builtin_nan("");
  if (x == 0) return -__builtin_inf();
  if (x == __builtin_inf()) return x;
  int k = 0;
  if (x < 0x1p-1022) {  // subnormal: scale into the normal range first
    x *= 0x1p54;
    k = -54;
  }
  bits64 b = bits(x);
  k += (int)((b >> 52) & 0x7ff) - 1023;
  double m = from_bits((b & 0x000fffffffffffffULL) | 0x3ff0000000000000ULL);
  if (m > 0x1.6a09e667f3bcdp+0) {
    m *= 0.5;
    k += 1;
  }
  double f = m - 1;
  double s = f / (2 + f);
  double z = s * s;
  double series = 1.0 / 21;
  for (int odd = 19; odd >= 3; odd -= 2) series = series * z + 1.0 / odd;
  double log_m = 2 * s + 2 * s * (series * z);
  return k * ln2_hi + (log_m + k * ln2_lo);
}

static int is_integer(double y) { return __builtin_nearbyint(y) == y; }

// Whether y is an odd integer (every double past 2^53 is even).
static int is_odd_integer(double y) { return is_integer(y) && !is_integer(y * 0.5); }

// x^y, with the C standard's special cases (Annex F). A whole power up to 64 is taken by
// squaring, exact when the result is representable, and so is a whole power of 2; any other is
// e^(y log x), whose rounding grows with |y log x|: for the powers the blocks take (sRGB's
// gamma, 2.4 and 1/2.4, of numbers in [0, 1]) the result is within 1e-14 of the exact power,
// relatively, and for large powers it may be off by hundreds of units in the last place.
double pow(double x, double y) {
  if (y == 0 || x == 1) return 1;
  if (x != x || y != y) return x + y;
  double infinity = __builtin_inf();
  if (x == 0 || x == -infinity) {
    // pow(-0, y) and pow(-inf, y) keep the sign for an odd y; pow(-inf, y) = 1 / pow(-0, -y).
    int keeps_sign = __builtin_signbit(x) && is_odd_integer(y);
    double magnitude = (x == 0) == (y > 0) ? 0 : infinity;
    return keeps_sign ? -magnitude : magnitude;
  }
  if (y == infinity || y == -infinity) {
    double size = __builtin_fabs(x);
    if (size == 1) return 1;
    return (size > 1) == (y > 0) ? infinity : 0;
  }
  if (x < 0) {
    if (!is_integer(y)) return __builtin_nan("");
    double magnitude = pow(-x, y);
    return is_odd_integer(y) ? -magnitude : magnitude;
  }
  if (x == infinity) return y > 0 ? x : 0;
  bits64 b = bits(x);
  if ((b & 0x000fffffffffffffULL) == 0 && (b >> 52) != 0) {
    // x = 2^k: a whole power of 2 is exact, overflow and underflow included.
    double e = y * (double)((int)(b >> 52) - 1023);
    if (is_integer(e)) return scalbn(1, e > 2100 ? 2100 : e < -2100 ? -2100 : (int)e);
  }
  if (is_integer(y) && __builtin_fabs(y) <= 64) {
    // By squaring, then one division for a negative power, so the reciprocal's rounding is not
    // raised to the power. Past the range of a double, the general path below decides.
    double power = 1, factor = x;
    for (int n = (int)__builtin_fabs(y); n > 0; n >>= 1) {
      if (n & 1) power *= factor;
      factor *= factor;
    }
    if (y > 0 && power == infinity) return power;  // the exact power overflows too
    if (y < 0) power = 1 / power;
    if (power - power == 0 && power >= 0x1p-1022) return power;
  }
  return exp(y * log(x));
}

// pi/2 in three parts; the first two have 33 significant bits, so n times either is exact for
// |n| < 2^20.
static const double pio2_1 = 0x1.921fb54400000p+0;
static const double pio2_2 = 0x1.0b4611a600000p-34;
static const double pio2_3 = 0x1.3198a2e037073p-69;
static const double inverse_pio2 = 0x1.45f306dc9c883p-1;

// sin r for |r| <= pi/4, to r^17.
static double sine_kernel(double r) {
  double z = r * r;
  double sum = -1.0 / 355687428096000.0;  // -1/17!
  static const double terms[] = {
      1.0 / 1307674368000.0, -1.0 / 6227020800.0, 1.0 / 39916800.0, -1.0 / 362880.0,
      1.0 / 5040.0,          -1.0 / 120.0,        1.0 / 6.0,
  };
  for (int i = 0; i < 7; i += 1) sum = sum * z + terms[i];
  return r - r * z * sum;
}

// cos r for |r| <= pi/4, to r^16.
static double cosine_kernel(double r) {
  double z = r * r;
  double sum = 1.0 / 20922789888000.0;  // 1/16!
  static const double terms[] = {
      -1.0 / 87178291200.0, 1.0 / 479001600.0, -1.0 / 3628800.0, 1.0 / 40320.0,
      -1.0 / 720.0,         1.0 / 24.0,        -1.0 / 2.0,
  };
  for (int i = 0; i < 7; i += 1) sum = sum * z + terms[i];
  return 1 + z * sum;
}

// Reduces x to r in [-pi/4, pi/4] with x = n pi/2 + r; returns n mod 4. Past 2^20 pi/2 one
// pass leaves a remainder larger than pi/4, which passes again: about 20 passes at most for the
// largest doubles, and never more than 64.
static int quadrant(double x, double *r) {
  double turns = 0;
  for (int pass = 0; pass < 64; pass += 1) {
    double n = __builtin_nearbyint(x * inverse_pio2);
    x = ((x - n * pio2_1) - n * pio2_2) - n * pio2_3;
    // n mod 4, exact for every finite n (past 2^55 every double is a multiple of 4) and never
    // converting a number too large for an integer.
    turns += n - 4 * __builtin_floor(n * 0.25);
    if (__builtin_fabs(x) <= 0x1.921fb54442d18p-1) break;
  }
  *r = x;
  return (int)turns & 3;
}

double sin(double x) {
  if (x - x != 0) return x - x;  // infinity or NaN: NaN
  if (__builtin_fabs(x) < 0x1p-26) return x;  // x - x^3/6 rounds to x; keeps -0
  double r;
  switch (quadrant(x, &r)) {
    case 0: return sine_kernel(r);
    case 1: return cosine_kernel(r);
    case 2: return -sine_kernel(r);
    default: return -cosine_kernel(r);
  }
}

double cos(double x) {
  if (x - x != 0) return x - x;
  double r;
  switch (quadrant(x, &r)) {
    case 0: return cosine_kernel(r);
    case 1: return -sine_kernel(r);
    case 2: return -cosine_kernel(r);
    default: return sine_kernel(r);
  }
}
