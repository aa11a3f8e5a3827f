// @exclusive scalars and arrays read across 2-D inner nests of different extents inside a
// `while` loop between the outer and inner loops, with explicit barriers and @shared data; and a
// second @outer nest with 3-D inner nests of different extents.
extern "C" void exclusiveWhile(const int &nB, const int *x, int *y, float *out2) {
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    int e[64];
    int hist[64][3];
    int s[4][8];
    _occa_exclusive_index = 0;
    for (int ty = 0; ty < 4; ++ty) {
      for (int tx = 0; tx < 8; ++tx) {
        _occa_exclusive_index = 16 * ty + tx;
        e[_occa_exclusive_index] = x[b * 32 + ty * 8 + tx];
        hist[_occa_exclusive_index][0] = hist[_occa_exclusive_index][1] = hist[_occa_exclusive_index][2] = 0;
        s[ty][tx] = e[_occa_exclusive_index];
      }
    }
    int r = 0;
    while (r < 3) {
      _occa_exclusive_index = 0;
      for (int ty = 0; ty < 2; ++ty) {
        for (int tx = 0; tx < 16; ++tx) {
          _occa_exclusive_index = 16 * ty + tx;
          if (tx < 8) {
            hist[_occa_exclusive_index][r] = e[_occa_exclusive_index] + s[ty + 2][tx] * (r + 1);
            e[_occa_exclusive_index] += r;
          }
        }
      }
      _occa_exclusive_index = 0;
      for (int ty = 0; ty < 4; ++ty) {
        for (int tx = 0; tx < 8; ++tx) {
          _occa_exclusive_index = 16 * ty + tx;
          if (ty < 2) {
            e[_occa_exclusive_index] -= hist[_occa_exclusive_index][r] % 5;
          }
        }
      }
      ++r;
    }
    _occa_exclusive_index = 0;
    for (int ty = 0; ty < 4; ++ty) {
      for (int tx = 0; tx < 8; ++tx) {
        _occa_exclusive_index = 16 * ty + tx;
        y[b * 32 + ty * 8 + tx] = e[_occa_exclusive_index] * 1000 + hist[_occa_exclusive_index][0] * 100 + hist[_occa_exclusive_index][1] * 10 + hist[_occa_exclusive_index][2];
      }
    }
  }
  for (int b = 0; b < nB; ++b) {
    int _occa_exclusive_index;
    float acc[30][2];
    _occa_exclusive_index = 0;
    for (int z = 0; z < 2; ++z) {
      for (int yy = 0; yy < 3; ++yy) {
        for (int xx = 0; xx < 4; ++xx) {
          _occa_exclusive_index = 15 * z + 5 * yy + xx;
          acc[_occa_exclusive_index][0] = xx + 10 * yy + 100 * z;
          acc[_occa_exclusive_index][1] = b;
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int z = 0; z < 1; ++z) {
      for (int yy = 0; yy < 3; ++yy) {
        for (int xx = 0; xx < 5; ++xx) {
          _occa_exclusive_index = 15 * z + 5 * yy + xx;
          if (xx < 4) {
            acc[_occa_exclusive_index][1] += 2.0f * acc[_occa_exclusive_index][0];
          }
        }
      }
    }
    _occa_exclusive_index = 0;
    for (int z = 0; z < 2; ++z) {
      for (int yy = 0; yy < 3; ++yy) {
        for (int xx = 0; xx < 4; ++xx) {
          _occa_exclusive_index = 15 * z + 5 * yy + xx;
          out2[b * 24 + z * 12 + yy * 4 + xx] = acc[_occa_exclusive_index][0] * 1000.0f + acc[_occa_exclusive_index][1];
        }
      }
    }
  }
}
