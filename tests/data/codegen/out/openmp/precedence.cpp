#include <algorithm>

extern "C" void precedence(int *out, const int &a, const int &b, const int &c) {
  int x = 0;
  int y = 0;
  out[0] = a - (b - c);
  out[1] = a - -b;
  out[2] = -(-a);
  out[3] = (a + b) * c;
  out[4] = a / b * c;
  out[5] = a / (b * c);
  out[6] = (a ? b : c) ? a : b;
  out[7] = a ? b : c ? a : b;
  out[8] = a << (b + c);
  out[9] = a + (b << c);
  out[10] = (a || b) && c;
  out[11] = a || (b && c);
  out[12] = !(a == b);
  out[13] = (!a) == b;
  out[14] = a & (b == c);
  out[15] = (int)-a;
  out[16] = (int)(unsigned int)(a + b);
  out[17] = static_cast<int>(sizeof(float));
  (x = a) = b;
  x = y = c;
  x ? a : y = b;
  out[18] = std::max((x++, y), c);
  out[19] = -(--x);
  (*out)++;
  out[20] = (int)(&out[1] - out);
}
