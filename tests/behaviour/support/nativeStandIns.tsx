/** Stand-ins for React Native's View and Text, so a page rendered for an app can be checked in the DOM. */
import React from 'react';

export type NativeBox = React.ComponentType<{ children?: React.ReactNode }>;

export const View: NativeBox = ({ children }) => <div data-native="View">{children}</div>;
export const NativeText: NativeBox = ({ children }) => <span data-native="Text">{children}</span>;
